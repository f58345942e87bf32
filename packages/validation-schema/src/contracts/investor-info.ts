import * as v from 'valibot';
import { investorInvestmentStatusSchema } from '../enums/profiles';
import { investorProfileSchema } from '../forms/investor-profile';
import { messages } from '../messages';
import { notBefore } from '../rules/conditional';
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
  referenceAndMentionsSchema,
  type SectionState,
  sectionFieldsOf,
  testimonialsSchema,
  visibilitySettingsSchemas,
} from './profile-sections';

/**
 * Contract of the investor-info family (api/investor-info): an investor profile's sections (product §3
 * "Profile sections: Investor"; fields of forms §3 "Investor profile fields", split by section), each
 * edited with PATCH investor-info/edit/{section} and read with GET investor-info/get/{section}, the
 * investment status (PATCH investor-info/status), submission, density, prefill, duplicate check, NDA
 * unlock and access attempts. Same engine and shapes as fund-info (profile-sections contract).
 */

export const investorInfoMessages = {
  investorNotFound: 'This investor does not exist.', // not in spec
  checkExistingNeedsInput: 'Enter an investor name or a website to check', // not in spec
  sectionsMissing: 'Fill in your details and the investor details before submitting the profile for review.', // not in spec
} as const;

/** Field entries of the investor profile form, picked by the sections below (one form, one set of messages). */
const f = investorProfileSchema.pipe[0].entries;

/** Your details: who the investor is and how they want to be found. visibleInInvestorDiscovery false keeps the profile out of the public view. */
export const investorYourDetailsSchema = formObject({
  headline: f.headline,
  investmentEntity: f.investmentEntity,
  investorType: f.investorType,
  linkedinProfile: f.linkedinProfile,
  phoneNumber: f.phoneNumber,
  visibleInInvestorDiscovery: f.visibleInInvestorDiscovery,
  allowInvestorContact: f.allowInvestorContact,
});

/** Investment status (PATCH investor-info/status): ActivelyInvesting or NotInvesting. */
export const investmentStatusSectionSchema = formObject({ investmentStatus: investorInvestmentStatusSchema });

/** Overview: what the investor looks for (at least one sector focus and one geography). */
export const investorOverviewSchema = formObject({
  sectorFocus: f.sectorFocus,
  geographies: f.geographies,
  keywords: f.keywords,
  potentialValues: f.potentialValues,
  investorSegments: f.investorSegments,
  assetType: f.assetType,
});

/** Investor details: sizes, ranges (from and to required, 'This field is required'), experience and allocation. */
export const investorDetailsSchema = v.pipe(
  formObject({
    aum: f.aum,
    dealRangeFrom: f.dealRangeFrom,
    dealRangeTo: f.dealRangeTo,
    idealDealSize: f.idealDealSize,
    minimalFundSize: f.minimalFundSize,
    returnExpectations: f.returnExpectations,
    yearsOfExperienceVc: f.yearsOfExperienceVc,
    yearsOfExperiencePe: f.yearsOfExperiencePe,
    yearsOfExperienceFundOfFunds: f.yearsOfExperienceFundOfFunds,
    yearsOfExperienceDirect: f.yearsOfExperienceDirect,
    esgSdgImpactReturn: f.esgSdgImpactReturn,
    vcCapitalAllocation: f.vcCapitalAllocation,
    directCompanyStages: f.directCompanyStages,
  }),
  notBefore('dealRangeTo', 'dealRangeFrom', messages.dealRangeOrder),
);

/** Investor graph: the investor-style archetype and the answers it is drawn from. */
export const investorGraphSchema = formObject({
  investorStyle: f.investorStyle,
  patience: f.patience,
  yearsToWait: f.yearsToWait,
  secondaries: f.secondaries,
  innovation: f.innovation,
  totalLossAdversity: f.totalLossAdversity,
  risk: f.risk,
  tradeOffs: f.tradeOffs,
  liquidity: f.liquidity,
});

/** Portfolio: past fund investments ('Fund Name is required'). */
export const investorPortfolioSchema = formObject({ pastFundInvestments: f.pastFundInvestments });

/** Additional data: the key people (Full Name and Position required). */
export const investorAdditionalDataSchema = formObject({ keyPeople: f.keyPeople });

export const investorContentSchemas = {
  'your-details': investorYourDetailsSchema,
  'investment-status': investmentStatusSectionSchema,
  overview: investorOverviewSchema,
  'investor-details': investorDetailsSchema,
  'investor-graph': investorGraphSchema,
  portfolio: investorPortfolioSchema,
  'additional-data': investorAdditionalDataSchema,
  testimonials: testimonialsSchema,
  'reference-and-mentions': referenceAndMentionsSchema,
  'questions-and-answers': questionsAndAnswersSchema,
} as const;
export type InvestorContentSection = keyof typeof investorContentSchemas;
export const investorContentSections = Object.keys(investorContentSchemas) as InvestorContentSection[];
export const investorSectionFields = sectionFieldsOf(investorContentSchemas);
export const investorFieldPaths = fieldPathsOf(investorSectionFields);

/** Sections an investor can put behind the NDA: all but the card (your details, status, overview). */
export const investorNdaSections = investorContentSections.filter((s) => !['your-details', 'investment-status', 'overview'].includes(s));
export const investorSettingsSchemas = visibilitySettingsSchemas(investorNdaSections, investorFieldPaths);

export const investorSectionSchemas = {
  'admin-section': adminSectionSchema,
  ...investorContentSchemas,
  ...investorSettingsSchemas,
} as const;
export type InvestorSection = keyof typeof investorSectionSchemas;
export const investorSections = Object.keys(investorSectionSchemas) as InvestorSection[];
export type InvestorSectionInput<S extends InvestorSection> = v.InferInput<(typeof investorSectionSchemas)[S]>;
export type InvestorSectionData<S extends InvestorSection> = v.InferOutput<(typeof investorSectionSchemas)[S]>;
export type InvestorSectionState<S extends InvestorSection> = Omit<SectionState, 'data' | 'published'> & {
  section: S;
  data: InvestorSectionData<S> | null;
  published: InvestorSectionData<S> | null;
};

/** Density weights (sum 14): the card and the numbers LPs and GPs read first weigh most. */
export const investorSectionWeights: Readonly<Record<InvestorContentSection, number>> = {
  'your-details': 2,
  'investment-status': 1,
  overview: 2,
  'investor-details': 2,
  'investor-graph': 1,
  portfolio: 1,
  'additional-data': 1,
  testimonials: 1,
  'reference-and-mentions': 2,
  'questions-and-answers': 1,
};

export const createInvestorBody = createProfileSectionsBody(investorContentSchemas);
export type CreateInvestorInput = v.InferInput<typeof createInvestorBody>;
export const createInvestorReply = createProfileReplyOf('investor');
export type CreateInvestorReply = v.InferOutput<typeof createInvestorReply>;
export const investorStatusBody = investmentStatusSectionSchema;
export type InvestorStatusInput = v.InferInput<typeof investorStatusBody>;
export const investorIdParams = profileIdParamsOf(investorInfoMessages.investorNotFound);
export const investorSlugParams = profileSlugParamsOf(investorInfoMessages.investorNotFound);
const investorNdaBodies = ndaRequestBodies(investorNdaSections);
export const unlockInvestorSectionBody = investorNdaBodies.unlock;
export type UnlockInvestorSectionInput = v.InferOutput<typeof unlockInvestorSectionBody>;
export const attemptedInvestorAccessBody = investorNdaBodies.attempted;
export type AttemptedInvestorAccessInput = v.InferInput<typeof attemptedInvestorAccessBody>;
export const checkExistingInvestorQuery = checkExistingQueryOf(investorInfoMessages.checkExistingNeedsInput);
export type CheckExistingInvestorQuery = v.InferInput<typeof checkExistingInvestorQuery>;
