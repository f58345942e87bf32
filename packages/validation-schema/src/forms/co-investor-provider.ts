import type * as v from 'valibot';
import { messages } from '../messages';
import { requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** A co-investor given as a provider / company (POST /api/co-investor/company). */
export const coInvestorProviderSchema = formObject({
  coInvestorCompanyName: requiredString(messages.companyNameRequired),
  providerWebsiteUrl: urlSchema(messages.incorrectWebsiteUrl, messages.pleaseEnterWebsite),
});
export type CoInvestorProviderFormInput = v.InferInput<typeof coInvestorProviderSchema>;
export type CoInvestorProviderForm = v.InferOutput<typeof coInvestorProviderSchema>;
