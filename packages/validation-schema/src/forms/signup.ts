import type * as v from 'valibot';
import { messages } from '../messages';
import { emailSchema } from '../rules/email';
import { passwordSchema } from '../rules/password';
import { optionalPhoneSchema } from '../rules/phone';
import { requiredString } from '../rules/strings';
import { formObject } from '../rules/object';

/**
 * The sign-up form's person fields, for forms that ask for them without a phone: reading them from `signupSchema`
 * would bring its phone rule, and with it libphonenumber-js's metadata, into the shell's first load (/signup).
 */
export const signupPersonEntries = {
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredString(messages.firstNameRequired),
  lastName: requiredString(messages.lastNameRequired),
};

/** Sign-up (POST /api/auth/signup). The phone number is optional here; onboarding verifies it by SMS. */
function signupFormSchema() {
  return formObject({ ...signupPersonEntries, phoneNumber: optionalPhoneSchema });
}
/**
 * A pure call of a function, not an object literal in place: webpack proves only such a statement free of side effects,
 * so a bundle that reads just `signupPersonEntries` (the shell's /signup) drops this schema, its phone rule and
 * libphonenumber-js (an object literal argument kept all three in /signup's first load: 226.9 KB of its 200).
 */
export const signupSchema = /* @__PURE__ */ signupFormSchema();
export type SignupFormInput = v.InferInput<typeof signupSchema>;
export type SignupForm = v.InferOutput<typeof signupSchema>;
