import * as v from 'valibot';
import { VERIFICATION_CODE_MIN_LENGTH } from '../constants';
import { messages } from '../messages';

/** SMS and e-mail verification code: required, at least 5 characters. Trims. */
export const verificationCodeSchema = v.pipe(
  v.string(messages.verificationCodeRequired),
  v.trim(),
  v.nonEmpty(messages.verificationCodeRequired),
  v.pipe(v.string(), v.minLength(VERIFICATION_CODE_MIN_LENGTH, messages.verificationCodeMinLength)),
);
