import type * as v from 'valibot';
import { messages } from '../messages';
import { requiredLongText, requiredString } from '../rules/strings';
import { linkedinUrlSchema, optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** Reference (testimonial): the description is the short summary. */
export const referenceSchema = formObject({
  name: requiredString(messages.nameRequired),
  description: requiredLongText(messages.shortSummaryRequired),
  linkedin: linkedinUrlSchema,
  companyWebsite: optionalUrl(messages.enterCorrectUrl),
});
export type ReferenceFormInput = v.InferInput<typeof referenceSchema>;
export type ReferenceForm = v.InferOutput<typeof referenceSchema>;
