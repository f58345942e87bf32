import { URL_MAX_LENGTH } from '../constants';
import * as v from 'valibot';
import { fundMaturitySchema, fundraisingStatusSchema, stages } from '../enums';
import { coInvestorSchema } from '../forms/co-investor';
import { dealProviderSchema } from '../forms/deal-provider';
import { fundDueDiligenceSchemas } from '../forms/fund-due-diligence';
import { fundTermsSchema } from '../forms/fund-profile';
import { fundLinkSchema } from '../forms/fund-link';
import { keyPersonSchema } from '../forms/key-person';
import { kpiEntrySchema } from '../forms/kpi-entry';
import { linksSchema } from '../forms/links';
import { managementFeePeriodSchema } from '../forms/management-fee-period';
import { portfolioCompanySchema } from '../forms/portfolio-company';
import { previousFundSchema } from '../forms/previous-fund';
import { previousInvestmentSchema } from '../forms/previous-investment';
import { teamMemberSchema } from '../forms/team-member';
import { videoSchema } from '../forms/video';
import { messages } from '../messages';
import { countrySchema } from '../options/countries';
import { geographySchema } from '../options/geographies';
import { sectorSchema } from '../options/sectors';
import { strategyTypeSchema } from '../options/strategy-types';
import { notBefore } from '../rules/conditional';
import { optionalIsoDate, optionalYear } from '../rules/dates';
import { emailSchema } from '../rules/email';
import { atLeastOne, optionalList } from '../rules/lists';
import { optionalMoney } from '../rules/money';
import { formObject } from '../rules/object';
import { optionalPhoneSchema } from '../rules/phone';
import { nonEmptyStringList, optionalLongText, optionalString, requiredLongText } from '../rules/strings';
import { optionalUrl, urlSchema } from '../rules/url';
import {
  adminSectionSchema,
  type CheckExistingReply,
  checkExistingQueryOf,
  checkExistingReplySchema,
  createProfileSectionsBody,
  createProfileReplyOf,
  type ExistingProfileMatch,
  existingProfileMatchSchema,
  fieldPathsOf,
  ndaRequestBodies,
  type ProfileOwnerView,
  type PublicProfile,
  profileIdParamsOf,
  profileOwnerViewSchema,
  profileSlugParamsOf,
  publicProfileSchema,
  questionsAndAnswersSchema,
  referenceAndMentionsSchema,
  type SectionState,
  sectionFieldsOf,
  testimonialsSchema,
  visibilitySettingsSchemas,
} from './profile-sections';

/**
 * Contract of the fund-info family (api/fund-info): a fund profile's sections (product §3 "Profile
 * sections: Fund"), each edited with PATCH fund-info/edit/{section} and read with GET fund-info/get/{section},
 * the fundraising status, submission for review, density, prefill from a website, duplicate check,
 * NDA unlock and access attempts. Section names are kebab-case in paths and as keys of `sections`.
 */

export const fundInfoMessages = {
  summaryRequired: 'Summary is required', // not in spec
  keyDateBeforeFirstClose: 'This date cannot be before the first close', // not in spec
  checkExistingNeedsInput: 'Enter a fund name or a website to check', // not in spec
  fundNotFound: 'This fund does not exist.', // not in spec
  shareLinkNotFound: 'This share link does not exist.', // not in spec
} as const;

// ------------------------------------------------------------------------------------------ sections

/** Admin section: platform administrators only (verified and featured flags, an internal note never shown publicly). */
export const fundAdminSectionSchema = adminSectionSchema;

/**
 * Fund details: the fund's card (forms §3 fund profile fields). targetFundSize is required unless the
 * fundraising status (section fundraising-status) is evergreen: the server checks that across sections.
 */
export const fundDetailsSchema = formObject({
  fundManagementCompany: optionalString(),
  companyName: optionalString(),
  fundHeadquarter: optionalString(),
  logo: optionalString(URL_MAX_LENGTH),
  headline: optionalString(),
  fundMaturity: v.nullish(fundMaturitySchema, null),
  keywords: nonEmptyStringList(messages.atLeastOneKeyword),
  targetFundSize: optionalMoney(),
  vintageYear: optionalYear(),
  sectorFocus: atLeastOne(sectorSchema, messages.atLeastOneSectorFocus),
  stageFocus: atLeastOne(v.picklist(stages, messages.atLeastOneStage), messages.atLeastOneStage),
  strategyType: atLeastOne(strategyTypeSchema, messages.atLeastOneStrategyType),
  links: v.nullish(linksSchema, null),
});

/**
 * Fundraising status (PATCH fund-info/status). The meaning of the dates depends on the status; the
 * label of keyDate is `fundraisingDateLabels[status]`:
 *
 * | status                | keyDate means        | firstCloseDate means |
 * |-----------------------|----------------------|----------------------|
 * | currently-fundraising | Target final close   | First close (held or planned) |
 * | closed                | Final close          | First close          |
 * | pre-marketing         | Planned first close  | not used (stored null) |
 * | evergreen             | Open since           | not used (stored null) |
 * | stealth-mode          | Planned launch       | not used (stored null) |
 *
 * keyDate cannot be before firstCloseDate.
 */
export const fundraisingStatusSectionSchema = v.pipe(
  formObject({
    fundraisingStatus: fundraisingStatusSchema,
    keyDate: optionalIsoDate(),
    firstCloseDate: optionalIsoDate(),
  }),
  notBefore('keyDate', 'firstCloseDate', fundInfoMessages.keyDateBeforeFirstClose),
);
/** Statuses whose firstCloseDate is meaningful. */
export const fundraisingStatusesWithFirstClose = ['currently-fundraising', 'closed'] as const;

export const fundOverviewSchema = formObject({
  blurbAndSummary: requiredLongText(fundInfoMessages.summaryRequired),
  fundOverviewType: optionalLongText(),
  investmentThesis: optionalLongText(),
});

/** Fund terms: the fund-profile terms plus the management fee schedule. */
export const fundTermsSectionSchema = formObject({
  ...fundTermsSchema.entries,
  managementFeePeriods: optionalList(managementFeePeriodSchema),
});

export const targetPortfolioGeographySchema = formObject({
  geographies: atLeastOne(geographySchema, messages.atLeastOneGeography),
  countries: optionalList(countrySchema),
  description: optionalLongText(),
});

export const highlightedInvestmentsSchema = formObject({
  investments: optionalList(previousInvestmentSchema),
});

export const fundIntroductionSchema = formObject({
  introductionText: optionalLongText(),
  video: v.nullish(videoSchema, null),
});

export const fundPortfolioSchema = formObject({
  portfolioCompanies: optionalList(portfolioCompanySchema),
  pastFunds: optionalList(previousFundSchema),
  kpiEntries: optionalList(kpiEntrySchema),
});

export const fundKeyPeopleSchema = formObject({
  keyPeople: optionalList(keyPersonSchema),
  teamMembers: optionalList(teamMemberSchema),
});

/** A co-investor entry of the fund: the co-investor form plus its id (given by the server when absent). */
export const coInvestorEntrySchema = formObject({
  id: v.nullish(v.pipe(v.string(), v.uuid()), null),
  ...coInvestorSchema.entries,
});

export const fundCoInvestorsSchema = formObject({
  coInvestors: optionalList(coInvestorEntrySchema),
});

export const fundAdditionalDataSchema = formObject({
  dealProviders: optionalList(dealProviderSchema),
  fundLinks: optionalList(fundLinkSchema),
  additionalInformation: optionalLongText(),
});

/** Contact details. The call-to-action button they used to carry lives in the call-to-action section (contracts/profile-cta.ts). */
export const contactMeSchema = formObject({
  contactName: optionalString(),
  email: emailSchema,
  phoneNumber: optionalPhoneSchema,
  bookingUrl: optionalUrl(messages.invalidUrlFormat),
});

export const socialMediaEmbedsSchema = formObject({
  embeds: optionalList(
    formObject({
      url: urlSchema(messages.invalidUrlFormat, messages.urlRequired),
      title: optionalString(),
    }),
  ),
});

/** The content sections of a fund, in display order (each has fields, a density weight, and goes through approval once published). */
export const fundContentSchemas = {
  'fund-details': fundDetailsSchema,
  'fundraising-status': fundraisingStatusSectionSchema,
  overview: fundOverviewSchema,
  'fund-terms': fundTermsSectionSchema,
  'target-portfolio-geography': targetPortfolioGeographySchema,
  'highlighted-investments': highlightedInvestmentsSchema,
  'fund-introduction': fundIntroductionSchema,
  portfolio: fundPortfolioSchema,
  'key-people': fundKeyPeopleSchema,
  testimonials: testimonialsSchema,
  'co-investors': fundCoInvestorsSchema,
  'reference-and-mentions': referenceAndMentionsSchema,
  'additional-data': fundAdditionalDataSchema,
  'questions-and-answers': questionsAndAnswersSchema,
  'contact-me': contactMeSchema,
  'social-media-embeds': socialMediaEmbedsSchema,
  ...fundDueDiligenceSchemas,
} as const;
export type FundContentSection = keyof typeof fundContentSchemas;
export const fundContentSections = Object.keys(fundContentSchemas) as FundContentSection[];

/** Top-level fields of each content section (what hidden / not-applicable lists and the density count). */
export const fundSectionFields = sectionFieldsOf(fundContentSchemas);

/** Every '<section>.<field>' of the content sections. */
export const fundFieldPaths: string[] = fieldPathsOf(fundSectionFields);

/** Sections an owner can put behind the NDA: every content section but the fund's card and its fundraising status. */
export const fundNdaSections = fundContentSections.filter((s) => s !== 'fund-details' && s !== 'fundraising-status');
export type FundNdaSection = (typeof fundNdaSections)[number];

/** Require NDA, hidden fields and not-applicable fields of a fund. */
export const fundSettingsSchemas = visibilitySettingsSchemas(fundNdaSections, fundFieldPaths);
export const requireNdaSchema = fundSettingsSchemas['require-nda'];
export const hiddenFieldsSchema = fundSettingsSchemas['hidden-fields'];
export const notApplicableFieldsSchema = fundSettingsSchemas['not-applicable-fields'];
export type FundSettingsSection = keyof typeof fundSettingsSchemas;

/** Every fund section of product §3 (plus fundraising-status, edited by PATCH fund-info/status). */
export const fundSectionSchemas = {
  'admin-section': fundAdminSectionSchema,
  ...fundContentSchemas,
  ...fundSettingsSchemas,
} as const;
export type FundSection = keyof typeof fundSectionSchemas;
export const fundSections = Object.keys(fundSectionSchemas) as FundSection[];

export type FundSectionInput<S extends FundSection> = v.InferInput<(typeof fundSectionSchemas)[S]>;
export type FundSectionData<S extends FundSection> = v.InferOutput<(typeof fundSectionSchemas)[S]>;

/** A section as GET fund-info/get/{section} answers it, typed for that section. */
export type FundSectionState<S extends FundSection> = Omit<SectionState, 'data' | 'published'> & {
  section: S;
  data: FundSectionData<S> | null;
  published: FundSectionData<S> | null;
};

/**
 * Density weights of the content sections (sum 29): the card weighs most, then the sections LPs read
 * first; each due-diligence section (forms/fund-due-diligence.ts) weighs 1.
 */
export const fundSectionWeights: Readonly<Record<FundContentSection, number>> = {
  'fund-details': 3,
  'fundraising-status': 1,
  overview: 2,
  'fund-terms': 2,
  'target-portfolio-geography': 1,
  'highlighted-investments': 1,
  'fund-introduction': 1,
  portfolio: 2,
  'key-people': 2,
  testimonials: 1,
  'co-investors': 1,
  'reference-and-mentions': 1,
  'additional-data': 1,
  'questions-and-answers': 1,
  'contact-me': 1,
  'social-media-embeds': 1,
  competition: 1,
  'esg-impact': 1,
  'diversity-equity-inclusion': 1,
  'organization-back-office': 1,
  'audit-reporting': 1,
  'legal-tax': 1,
  'risk-security': 1,
};

// ------------------------------------------------------------------------------------------ bodies

/** POST fund-info: a new draft fund profile (the caller owns it) with any content sections filled in at once. */
export const createFundBody = createProfileSectionsBody(fundContentSchemas);
export type CreateFundInput = v.InferInput<typeof createFundBody>;

/** PATCH fund-info/status. */
export const fundStatusBody = fundraisingStatusSectionSchema;
export type FundStatusInput = v.InferInput<typeof fundStatusBody>;

/** Path of fund-info/{id}, unlock-section/{id}, attempted-request-access/{id}. */
export const fundIdParams = profileIdParamsOf(fundInfoMessages.fundNotFound);
export const fundSlugParams = profileSlugParamsOf(fundInfoMessages.fundNotFound);

const fundNdaBodies = ndaRequestBodies(fundNdaSections);
/** POST fund-info/unlock-section/{id}: the caller's active profile accepts the NDA for one section of fund {id}. */
export const unlockFundSectionBody = fundNdaBodies.unlock;
export type UnlockFundSectionInput = v.InferOutput<typeof unlockFundSectionBody>;

/** POST fund-info/attempted-request-access/{id}: the gated section the caller tried to open, if known. */
export const attemptedFundAccessBody = fundNdaBodies.attempted;
export type AttemptedFundAccessInput = v.InferInput<typeof attemptedFundAccessBody>;

/** GET fund-info/check-existing?name=&website= (at least one). */
export const checkExistingFundQuery = checkExistingQueryOf(fundInfoMessages.checkExistingNeedsInput);
export type CheckExistingFundQuery = v.InferInput<typeof checkExistingFundQuery>;

export const existingFundMatchSchema = existingProfileMatchSchema;
export type ExistingFundMatch = ExistingProfileMatch;
export const checkExistingFundReply = checkExistingReplySchema;
export type CheckExistingFundReply = CheckExistingReply;

// ------------------------------------------------------------------------------------------ replies

/** GET fund-info: the active fund as its members see it (working copies, approval items, settings). */
export const fundOwnerViewSchema = profileOwnerViewSchema;
export type FundOwnerView = ProfileOwnerView;

/** POST fund-info → 201: the new profile's summary and its owner view. */
export const createFundReply = createProfileReplyOf('fund');
export type CreateFundReply = v.InferOutput<typeof createFundReply>;

/** GET fund-info/public/{slug}: the published copy only, hidden fields removed, NDA sections locked unless unlocked. */
export const publicFundSchema = publicProfileSchema;
export type PublicFund = PublicProfile;
