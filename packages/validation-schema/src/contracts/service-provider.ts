import * as v from 'valibot';
import { linksSchema } from '../forms/links';
import { providerProfileSchema } from '../forms/provider-profile';
import { formObject } from '../rules/object';
import {
  adminSectionSchema,
  checkExistingQueryOf,
  createProfileReplyOf,
  createProfileSectionsBody,
  fieldPathsOf,
  ndaRequestBodies,
  profileIdParamsOf,
  profileSlugParamsOf,
  questionsAndAnswersSchema,
  type SectionState,
  sectionFieldsOf,
  testimonialsSchema,
  visibilitySettingsSchemas,
} from './profile-sections';

/**
 * Contract of the service-provider family (api/service-provider): a provider profile's sections (product
 * §3 "Profile sections: Service provider"; fields of forms §3 "Service provider profile fields", split by
 * section), the provider status (PATCH service-provider/status), submission, density, prefill, duplicate
 * check, NDA unlock and access attempts. Same engine and shapes as fund-info (profile-sections contract).
 * The notification options are each member's own choice (contracts/profile-notifications.ts).
 */

export const serviceProviderMessages = {
  providerNotFound: 'This service provider does not exist.', // not in spec
  checkExistingNeedsInput: 'Enter a company name or a website to check', // not in spec
  sectionsMissing: 'Fill in your details and the overview before submitting the profile for review.', // not in spec
  invalidProviderStatus: 'Select a valid provider status', // not in spec
} as const;

/** Field entries of the provider profile form, picked by the sections below (one form, one set of messages). */
const f = providerProfileSchema.entries;

/** Your details: the provider's card (company name and type required; url 'Incorrect Website URL'). */
export const providerYourDetailsSchema = formObject({
  serviceProviderEntity: f.serviceProviderEntity,
  companyName: f.companyName,
  headquarterLocation: f.headquarterLocation,
  type: f.type,
  url: f.url,
  logo: f.logo,
  headline: f.headline,
  links: v.nullish(linksSchema, null),
});

/**
 * Provider status (PATCH service-provider/status; our design, the spec names the call only): whether the
 * provider takes new clients, the provider's counterpart of the fundraising and investment statuses.
 */
export const providerStatuses = ['AcceptingClients', 'NotAcceptingClients'] as const; // not in spec
export type ProviderStatus = (typeof providerStatuses)[number];
export const providerStatusSectionSchema = formObject({
  providerStatus: v.picklist(providerStatuses, serviceProviderMessages.invalidProviderStatus),
});

/** Overview: the blurb and the main offerings (1 to 10: 'At least one offering must be added', 'You can add a maximum of 10 main offerings'). */
export const providerOverviewSchema = formObject({
  companyBlurbSummary: f.companyBlurbSummary,
  mainOfferings: f.mainOfferings,
  keywords: f.keywords,
});

/** Service provider details: size, costs, reach and key people (Full Name and Position required). */
export const providerDetailsSchema = formObject({
  clientsCount: f.clientsCount,
  employeesNumber: f.employeesNumber,
  averageCosts: f.averageCosts,
  geographies: f.geographies,
  keyPeople: f.keyPeople,
});

/** Reference mentions: references and press clippings. */
export const providerReferenceMentionsSchema = formObject({ references: f.references, pressClippings: f.pressClippings });

/** Additional data: the provider's clients (fund client form). */
export const providerAdditionalDataSchema = formObject({ clients: f.clients });

export const providerContentSchemas = {
  'your-details': providerYourDetailsSchema,
  'provider-status': providerStatusSectionSchema,
  overview: providerOverviewSchema,
  'service-provider-details': providerDetailsSchema,
  'reference-mentions': providerReferenceMentionsSchema,
  'additional-data': providerAdditionalDataSchema,
  testimonials: testimonialsSchema,
  'questions-and-answers': questionsAndAnswersSchema,
} as const;
export type ProviderContentSection = keyof typeof providerContentSchemas;
export const providerContentSections = Object.keys(providerContentSchemas) as ProviderContentSection[];
export const providerSectionFields = sectionFieldsOf(providerContentSchemas);
export const providerFieldPaths = fieldPathsOf(providerSectionFields);

/** Sections a provider can put behind the NDA: all but the card (your details, status, overview). */
export const providerNdaSections = providerContentSections.filter((s) => !['your-details', 'provider-status', 'overview'].includes(s));
export const providerSettingsSchemas = visibilitySettingsSchemas(providerNdaSections, providerFieldPaths);

export const providerSectionSchemas = {
  'admin-section': adminSectionSchema,
  ...providerContentSchemas,
  ...providerSettingsSchemas,
} as const;
export type ProviderSection = keyof typeof providerSectionSchemas;
export const providerSections = Object.keys(providerSectionSchemas) as ProviderSection[];
export type ProviderSectionInput<S extends ProviderSection> = v.InferInput<(typeof providerSectionSchemas)[S]>;
export type ProviderSectionData<S extends ProviderSection> = v.InferOutput<(typeof providerSectionSchemas)[S]>;
export type ProviderSectionState<S extends ProviderSection> = Omit<SectionState, 'data' | 'published'> & {
  section: S;
  data: ProviderSectionData<S> | null;
  published: ProviderSectionData<S> | null;
};

/** Density weights (sum 13): the card and the offerings weigh most. */
export const providerSectionWeights: Readonly<Record<ProviderContentSection, number>> = {
  'your-details': 3,
  'provider-status': 1,
  overview: 3,
  'service-provider-details': 2,
  'reference-mentions': 1,
  'additional-data': 1,
  testimonials: 1,
  'questions-and-answers': 1,
};

export const createProviderBody = createProfileSectionsBody(providerContentSchemas);
export type CreateProviderInput = v.InferInput<typeof createProviderBody>;
export const createProviderReply = createProfileReplyOf('provider');
export type CreateProviderReply = v.InferOutput<typeof createProviderReply>;
export const providerStatusBody = providerStatusSectionSchema;
export type ProviderStatusInput = v.InferInput<typeof providerStatusBody>;
export const providerIdParams = profileIdParamsOf(serviceProviderMessages.providerNotFound);
export const providerSlugParams = profileSlugParamsOf(serviceProviderMessages.providerNotFound);
const providerNdaBodies = ndaRequestBodies(providerNdaSections);
export const unlockProviderSectionBody = providerNdaBodies.unlock;
export type UnlockProviderSectionInput = v.InferOutput<typeof unlockProviderSectionBody>;
export const attemptedProviderAccessBody = providerNdaBodies.attempted;
export type AttemptedProviderAccessInput = v.InferInput<typeof attemptedProviderAccessBody>;
export const checkExistingProviderQuery = checkExistingQueryOf(serviceProviderMessages.checkExistingNeedsInput);
export type CheckExistingProviderQuery = v.InferInput<typeof checkExistingProviderQuery>;
