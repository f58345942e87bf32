import type * as v from 'valibot';
import { messages } from '../messages';
import { emailSchema } from '../rules/email';
import { passwordSchema } from '../rules/password';
import { optionalPhoneSchema } from '../rules/phone';
import { requiredString } from '../rules/strings';
import { formObject } from '../rules/object';

/** Sign-up (POST /api/auth/signup). The phone number is optional here; onboarding verifies it by SMS. */
export const signupSchema = formObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredString(messages.firstNameRequired),
  lastName: requiredString(messages.lastNameRequired),
  phoneNumber: optionalPhoneSchema,
});
export type SignupFormInput = v.InferInput<typeof signupSchema>;
export type SignupForm = v.InferOutput<typeof signupSchema>;
