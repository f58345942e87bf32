import * as v from 'valibot';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

/**
 * Accepted phone format: an optional leading '+', then digits, spaces, hyphens and parentheses,
 * starting with a digit or '(' and ending with a digit. The 7..15 length counts every character.
 */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ()-]*[0-9]$/;

const phoneRules = v.pipe(
  v.string(),
  v.minLength(PHONE_MIN_LENGTH, messages.phoneMinLength),
  v.maxLength(PHONE_MAX_LENGTH, messages.phoneMaxLength),
  v.regex(PHONE_PATTERN, messages.phoneFormat),
);

/** Required phone number, 7 to 15 characters, phone format. Trims. */
export const phoneSchema = v.pipe(v.string(messages.phoneRequired), v.trim(), v.nonEmpty(messages.phoneRequired), phoneRules);

/** Optional phone number: blank or missing becomes `null`, otherwise the phone rules apply. */
export const optionalPhoneSchema = v.pipe(
  v.nullish(v.string(messages.phoneFormat), null),
  v.transform((value): string | null => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }),
  v.nullable(phoneRules),
);
