import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from '../constants';
import { messages } from '../messages';
import { maxText } from './strings';

/**
 * A required e-mail address with its own messages (defaults: the spec's).
 * Trims; an empty value only reports `requiredMessage`, never both messages.
 */
export function email(requiredMessage: string = messages.emailRequired, invalidMessage: string = messages.emailInvalid) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.pipe(v.string(), maxText(EMAIL_MAX_LENGTH), v.email(invalidMessage)),
  );
}

/** Required and valid e-mail: 'Email is required', then 'Invalid email address'. Trims. */
export const emailSchema = email();

/** Optional e-mail: blank or missing becomes `null`, otherwise 'Invalid email address'. */
export const optionalEmailSchema = v.pipe(
  v.nullish(v.string(messages.emailInvalid), null),
  v.transform((value): string | null => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }),
  v.nullable(v.pipe(v.string(), maxText(EMAIL_MAX_LENGTH), v.email(messages.emailInvalid))),
);
