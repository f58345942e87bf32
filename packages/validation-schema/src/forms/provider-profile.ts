import { URL_MAX_LENGTH } from '../constants';
import * as v from 'valibot';
import { MAIN_OFFERINGS_MAX, MAIN_OFFERINGS_MIN } from '../constants';
import { messages } from '../messages';
import { geographySchema } from '../options/geographies';
import { optionValues } from '../options/option';
import { serviceProviderTypeOptions } from '../options/service-provider-types';
import { optionalList } from '../rules/lists';
import { optionalMoney } from '../rules/money';
import { optionalNonNegativeCount } from '../rules/numbers';
import { optionalLongText, optionalString, optionalStringList, requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { fundClientSchema } from './fund-client';
import { profileKeyPersonSchema } from './key-person';
import { linksSchema } from './links';
import { pressClippingSchema } from './press-clipping';
import { referenceSchema } from './reference';
import { formObject } from '../rules/object';

/** Main offerings: 1 to 10 non-empty texts. */
export const mainOfferingsSchema = v.pipe(
  v.array(requiredString(messages.offeringEmpty), messages.atLeastOneOffering),
  v.minLength(MAIN_OFFERINGS_MIN, messages.atLeastOneOffering),
  v.maxLength(MAIN_OFFERINGS_MAX, messages.maxMainOfferings),
);

/** Service provider profile (serviceProviderInfo). */
export const providerProfileSchema = formObject({
  serviceProviderEntity: optionalString(),
  companyName: requiredString(messages.companyNameRequired),
  headquarterLocation: optionalString(),
  type: v.picklist(optionValues(serviceProviderTypeOptions), messages.typeRequired),
  url: optionalUrl(messages.incorrectWebsiteUrl),
  logo: optionalString(URL_MAX_LENGTH),
  headline: optionalString(),
  companyBlurbSummary: optionalLongText(),
  mainOfferings: mainOfferingsSchema,
  keywords: optionalStringList(),
  clientsCount: optionalNonNegativeCount(),
  employeesNumber: optionalNonNegativeCount(),
  averageCosts: optionalMoney(),
  geographies: optionalList(geographySchema),
  keyPeople: optionalList(profileKeyPersonSchema),
  references: optionalList(referenceSchema),
  clients: optionalList(fundClientSchema),
  pressClippings: optionalList(pressClippingSchema),
  links: v.nullish(linksSchema, null),
});
export type ProviderProfileFormInput = v.InferInput<typeof providerProfileSchema>;
export type ProviderProfileForm = v.InferOutput<typeof providerProfileSchema>;
