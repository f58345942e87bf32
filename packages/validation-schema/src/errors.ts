import * as v from 'valibot';

/** The key of issues that belong to the whole input rather than one field. */
export const ROOT_ERROR_KEY = '_root';

/** Field errors: `{ 'dotted.path': [messages] }`, root-level issues under `'_root'`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Turns valibot issues into `{ 'dotted.path': [messages] }` (array items as numbers:
 * `'keyPeople.0.name'`). Issues without a path, or with a path valibot cannot spell as dots, go
 * under `'_root'`. Messages keep their order; duplicates on the same key are dropped.
 * Used by the server's 422 responses and by the forms.
 */
export function flattenIssues(issues: readonly v.BaseIssue<unknown>[] | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) {
    const key = v.getDotPath(issue) ?? ROOT_ERROR_KEY;
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** The first message of each key, for forms that show one error per field. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [key, list] of Object.entries(errors)) {
    if (list[0] !== undefined) first[key] = list[0];
  }
  return first;
}

export type ValidationResult<TOutput> =
  | { readonly success: true; readonly output: TOutput }
  | { readonly success: false; readonly errors: FieldErrors };

/** `v.safeParse` with the issues already flattened. Sync schemas only. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success ? { success: true, output: result.output } : { success: false, errors: flattenIssues(result.issues) };
}
