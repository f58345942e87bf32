import * as v from 'valibot';
import { dealOriginTypes } from '../enums/track-record';
import { messages } from '../messages';
import { emailSchema } from '../rules/email';
import { optionalMoney } from '../rules/money';
import { requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/**
 * A provider through which investors can invest into the fund (placement agent, feeder, SPV...):
 * URLs valid and required, all text fields required. providerType uses the deal origin types.
 */
export const dealProviderSchema = formObject({
  urlOfProvider: urlSchema(messages.pleaseEnterCorrectUrl, messages.pleaseEnterWebsite),
  urlOfDeal: urlSchema(messages.pleaseEnterCorrectUrl, messages.pleaseEnterWebsite),
  nameOfProvider: requiredString(messages.providerNameRequired),
  providerType: v.picklist(dealOriginTypes, messages.providerTypeRequired),
  minLpTicket: optionalMoney(),
  introductionEmail: emailSchema,
});
export type DealProviderFormInput = v.InferInput<typeof dealProviderSchema>;
export type DealProviderForm = v.InferOutput<typeof dealProviderSchema>;
