import * as v from 'valibot';

/** A UUID in its text form (any version, either case): the ids of the API. The one pattern every check uses. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a string in UUID form (headers and queries checked by hand, where no schema runs). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** True when a value counts as "filled in": not null/undefined, not a blank string, not an empty array. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * A required text field: trims, then rejects a missing value, a non-string and an empty string,
 * all with `message`.
 */
export function requiredString(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}

/** An optional text field: trims; a missing, null or blank value becomes `null`. */
export function optionalString() {
  return v.pipe(
    v.nullish(v.string(), null),
    v.transform((value): string | null => {
      if (value === null || value === undefined) return null;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    }),
  );
}

/**
 * A list of free texts (keywords, liked things...): blank entries are dropped, then at least one
 * entry must remain, otherwise `message`.
 */
export function nonEmptyStringList(message: string) {
  return v.pipe(
    v.array(v.string(message), message),
    v.transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
    v.minLength(1, message),
  );
}

/** An optional list of free texts: blank entries are dropped, a missing list becomes `[]`. */
export function optionalStringList() {
  return v.pipe(
    v.nullish(v.array(v.string()), []),
    v.transform((items) => (items ?? []).map((item) => item.trim()).filter((item) => item !== '')),
  );
}
