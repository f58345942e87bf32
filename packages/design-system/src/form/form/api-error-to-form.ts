import { isApiError, toApiError } from '@fundnet/api-client';
import { ROOT_ERROR_KEY } from '@fundnet/validation-schema';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The key of the form-level error (`formState.errors.root.server`) that `<Form>` shows. */
export const FORM_ROOT_ERROR = 'root.server' as const;

/** What a person reads when a submit fails with something that is not an API error. */
export const UNEXPECTED_SUBMIT_ERROR = 'Something went wrong. Please try again.';

export interface ApplyApiErrorOptions {
  /** True when the form shows a field with this name (errors of other names go to the root error). */
  isField: (name: string) => boolean;
  /** Focus the first field that received an error (default true). */
  shouldFocus?: boolean;
}

function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (isApiError(error)) return error.fieldErrors;
  // An ApiError from another copy of the api-client (duck typing).
  const fieldErrors = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (fieldErrors === null || typeof fieldErrors !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((message): message is string => typeof message === 'string');
    if (list.length > 0) result[name] = list;
  }
  return result;
}

/** True when `name` or one of its parents ('sectors' for 'sectors.0') is a field of the form. */
function shownBy(name: string, isField: (name: string) => boolean): boolean {
  const parts = name.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    if (isField(parts.slice(0, length).join('.'))) return true;
  }
  return false;
}

/**
 * Puts a failed submit's error on the form: each of a 422's `fieldErrors` on its field (first
 * message), messages of fields the form does not show (and `_root`) on the root error, any other
 * API error's message on the root error. A cancelled request changes nothing.
 * Returns false when there was nothing to show (cancelled).
 */
export function applyApiErrorToForm<TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  error: unknown,
  { isField, shouldFocus = true }: ApplyApiErrorOptions,
): boolean {
  const fieldErrors = fieldErrorsOf(error);
  const apiError = toApiError(error);
  if (apiError.kind === 'cancel') return false;

  const rootMessages: string[] = [];
  let focus = shouldFocus;
  for (const [name, messages] of Object.entries(fieldErrors)) {
    if (name !== ROOT_ERROR_KEY && name !== '' && shownBy(name, isField)) {
      setError(name as Path<TFieldValues>, { type: 'server', message: messages[0] }, { shouldFocus: focus });
      focus = false;
    } else {
      rootMessages.push(...messages);
    }
  }
  if (Object.keys(fieldErrors).length === 0) {
    const known = isApiError(error) || (error as { name?: unknown } | null)?.name === 'ApiError';
    rootMessages.push(known || apiError.kind !== 'unknown' ? apiError.message : UNEXPECTED_SUBMIT_ERROR);
  }
  if (rootMessages.length > 0) {
    setError(FORM_ROOT_ERROR, {
      type: apiError.status ? String(apiError.status) : apiError.kind,
      message: [...new Set(rootMessages)].join('\n'),
    });
  }
  return true;
}
