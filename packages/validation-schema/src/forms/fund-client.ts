import * as v from 'valibot';
import { messages } from '../messages';
import { geographyOptions } from '../options/geographies';
import { optionValues } from '../options/option';
import { requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** Client of a service provider (fund client): website required. */
export const fundClientSchema = formObject({
  name: requiredString(messages.nameRequired),
  type: requiredString(messages.typeRequired),
  geography: v.picklist(optionValues(geographyOptions), messages.geographyRequired),
  url: urlSchema(messages.enterCorrectUrl, messages.pleaseEnterWebsite),
});
export type FundClientFormInput = v.InferInput<typeof fundClientSchema>;
export type FundClientForm = v.InferOutput<typeof fundClientSchema>;
