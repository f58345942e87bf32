import type * as v from 'valibot';
import { messages } from '../messages';
import { requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** Manage company. */
export const companySchema = formObject({
  companyName: requiredString(messages.companyNameIsARequired),
  legalName: requiredString(messages.legalNameRequired),
  address: requiredString(messages.addressRequired),
  vatId: requiredString(messages.vatIdRequired),
  websiteUrl: optionalUrl(messages.enterCorrectUrl),
});
export type CompanyFormInput = v.InferInput<typeof companySchema>;
export type CompanyForm = v.InferOutput<typeof companySchema>;
