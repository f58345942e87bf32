import * as v from 'valibot';
import { messages } from '../messages';
import { contactFormTypeOptions } from '../options/contact-form-types';
import { optionValues } from '../options/option';
import { emailSchema } from '../rules/email';
import { requiredLongText, requiredString } from '../rules/strings';
import { formObject } from '../rules/object';

/** Contact form (POST /api/auth/contact-us). */
export const contactUsSchema = formObject({
  firstName: requiredString(messages.firstNameRequired),
  lastName: requiredString(messages.lastNameRequired),
  email: emailSchema,
  type: v.picklist(optionValues(contactFormTypeOptions), messages.typeRequired),
  message: requiredLongText(messages.messageRequired),
});
export type ContactUsFormInput = v.InferInput<typeof contactUsSchema>;
export type ContactUsForm = v.InferOutput<typeof contactUsSchema>;
