import { URL_MAX_LENGTH } from '../constants';
import type * as v from 'valibot';
import { messages } from '../messages';
import { optionalLongText, optionalString, requiredLongText, requiredString } from '../rules/strings';
import { linkedinUrlSchema, optionalUrl, requiredLinkedinUrlSchema, urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/**
 * Key person form: every field required; companyWebsite must be a URL and linkedin a LinkedIn
 * link. This also covers the "entrepreneur details" rule (companyWebsite and linkedin required).
 */
export const keyPersonSchema = formObject({
  image: requiredString(messages.imageRequired, URL_MAX_LENGTH),
  name: requiredString(messages.fullNameRequired),
  position: requiredString(messages.positionRequired),
  companyName: requiredString(messages.companyNameRequired),
  companyWebsite: urlSchema(messages.enterCorrectUrl, messages.pleaseEnterWebsite),
  linkedin: requiredLinkedinUrlSchema,
  description: requiredLongText(messages.descriptionRequired),
});
export type KeyPersonFormInput = v.InferInput<typeof keyPersonSchema>;
export type KeyPersonForm = v.InferOutput<typeof keyPersonSchema>;

/** A key person inside a profile's list: Full Name and Position required, the rest optional but valid. */
export const profileKeyPersonSchema = formObject({
  image: optionalString(URL_MAX_LENGTH),
  name: requiredString(messages.fullNameRequired),
  position: requiredString(messages.positionRequired),
  companyName: optionalString(),
  companyWebsite: optionalUrl(messages.enterCorrectUrl),
  linkedin: linkedinUrlSchema,
  description: optionalLongText(),
});
export type ProfileKeyPersonFormInput = v.InferInput<typeof profileKeyPersonSchema>;
export type ProfileKeyPersonForm = v.InferOutput<typeof profileKeyPersonSchema>;
