import * as v from 'valibot';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants';
import { groupedNumber } from './grouped-number';

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

export { groupedNumber } from './grouped-number';

/** The message of a text longer than its field allows: 'This field can be at most 200 characters'. */
export const tooLongMessage = (max: number) => `This field can be at most ${groupedNumber(max)} characters`;

/** At most `max` characters, with the message that says so. */
export const maxText = (max: number) => v.maxLength<string, number, string>(max, tooLongMessage(max));

/**
 * A required text field: trims, then rejects a missing value, a non-string and an empty string,
 * all with `message`, and a text longer than `max` (default: one line, TEXT_MAX_LENGTH) with `tooLongMessage`.
 */
export function requiredString(message: string, max: number | null = TEXT_MAX_LENGTH) {
  // null: the caller pipes its own limit with its own message (profile names, NDA text), so only that one is reported.
  // No placeholder limit either: the OpenAPI document would say maxLength 9007199254740991 instead of the caller's.
  if (max === null) return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), maxText(max));
}

/**
 * An optional text field: trims; a missing, null or blank value becomes `null`; at most `max` characters (null: the
 * caller pipes its own limit and message).
 */
export function optionalString(max: number | null = TEXT_MAX_LENGTH) {
  return v.pipe(
    v.nullish(v.string(), null),
    v.transform((value): string | null => {
      if (value === null || value === undefined) return null;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    }),
    // null: no limit here (the caller's own is the one documented), never a placeholder such as MAX_SAFE_INTEGER.
    v.nullable(max === null ? v.string() : v.pipe(v.string(), maxText(max))),
  );
}

/** A required long text (summaries, descriptions, answers): at most LONG_TEXT_MAX_LENGTH characters. */
export const requiredLongText = (message: string) => requiredString(message, LONG_TEXT_MAX_LENGTH);

/** An optional long text (summaries, descriptions, answers): at most LONG_TEXT_MAX_LENGTH characters. */
export const optionalLongText = () => optionalString(LONG_TEXT_MAX_LENGTH);

/**
 * A list of free texts (keywords, liked things...): blank entries are dropped, then at least one
 * entry must remain, otherwise `message`. Each entry is one line (TEXT_MAX_LENGTH).
 */
export function nonEmptyStringList(message: string) {
  return v.pipe(
    v.array(v.pipe(v.string(message), maxText(TEXT_MAX_LENGTH)), message),
    v.transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
    v.minLength(1, message),
  );
}

/** An optional list of free texts: blank entries are dropped, a missing list becomes `[]`. Each entry is one line. */
export function optionalStringList() {
  return v.pipe(
    v.nullish(v.array(v.pipe(v.string(), maxText(TEXT_MAX_LENGTH))), []),
    v.transform((items) => (items ?? []).map((item) => item.trim()).filter((item) => item !== '')),
  );
}
