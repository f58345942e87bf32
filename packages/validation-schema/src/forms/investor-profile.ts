import * as v from 'valibot';
import { stageSchema } from '../enums/graduation';
import { investorInvestmentStatusSchema, investorStyleArchetypeSchema } from '../enums/profiles';
import { messages } from '../messages';
import { geographySchema } from '../options/geographies';
import { investorTypeSchema } from '../options/investor-types';
import { sectorSchema } from '../options/sectors';
import { strategyTypeSchema } from '../options/strategy-types';
import { notBefore } from '../rules/conditional';
import { atLeastOne, optionalList } from '../rules/lists';
import { optionalMoney, requiredMoney } from '../rules/money';
import { optionalNonNegativeCount, optionalPercentage } from '../rules/numbers';
import { optionalPhoneSchema } from '../rules/phone';
import { optionalLongText, optionalString, optionalStringList, requiredString } from '../rules/strings';
import { linkedinUrlSchema, optionalUrl } from '../rules/url';
import { profileKeyPersonSchema } from './key-person';
import { podcastSchema } from './podcast';
import { pressClippingSchema } from './press-clipping';
import { referenceSchema } from './reference';
import { videoSchema } from './video';
import { formObject } from '../rules/object';

/** A past fund investment of an investor: the fund name is required. */
export const pastFundInvestmentSchema = formObject({
  fundName: requiredString(messages.fundNameRequired),
  fundUrl: optionalUrl(messages.pleaseEnterCorrectUrl),
});

/**
 * Investor profile (investorInfo). sectorFocus and geographies need at least one entry; the deal
 * range from and to are required amounts ('This field is required').
 */
export const investorProfileSchema = v.pipe(
  formObject({
    headline: optionalString(),
    investmentEntity: optionalString(),
    investorType: v.nullish(investorTypeSchema, null),
    linkedinProfile: linkedinUrlSchema,
    phoneNumber: optionalPhoneSchema,
    investmentStatus: v.nullish(investorInvestmentStatusSchema, null),
    visibleInInvestorDiscovery: v.optional(v.boolean(), false),
    allowInvestorContact: v.optional(v.boolean(), false),
    sectorFocus: atLeastOne(sectorSchema, messages.atLeastOneSectorFocus),
    keywords: optionalStringList(),
    potentialValues: optionalStringList(),
    investorSegments: optionalStringList(),
    assetType: optionalList(strategyTypeSchema),
    aum: optionalMoney(),
    dealRangeFrom: requiredMoney(messages.thisFieldIsRequired),
    dealRangeTo: requiredMoney(messages.thisFieldIsRequired),
    idealDealSize: optionalMoney(),
    minimalFundSize: optionalMoney(),
    returnExpectations: optionalLongText(),
    yearsOfExperienceVc: optionalNonNegativeCount(),
    yearsOfExperiencePe: optionalNonNegativeCount(),
    yearsOfExperienceFundOfFunds: optionalNonNegativeCount(),
    yearsOfExperienceDirect: optionalNonNegativeCount(),
    esgSdgImpactReturn: optionalLongText(),
    geographies: atLeastOne(geographySchema, messages.atLeastOneGeography),
    vcCapitalAllocation: optionalPercentage(),
    directCompanyStages: optionalList(stageSchema),
    investorStyle: v.nullish(investorStyleArchetypeSchema, null),
    patience: optionalLongText(),
    yearsToWait: optionalNonNegativeCount(),
    secondaries: optionalLongText(),
    innovation: optionalLongText(),
    totalLossAdversity: optionalLongText(),
    risk: optionalLongText(),
    tradeOffs: optionalLongText(),
    liquidity: optionalLongText(),
    keyPeople: optionalList(profileKeyPersonSchema),
    pastFundInvestments: optionalList(pastFundInvestmentSchema),
    references: optionalList(referenceSchema),
    pressClippings: optionalList(pressClippingSchema),
    videos: optionalList(videoSchema),
    podcasts: optionalList(podcastSchema),
  }),
  notBefore('dealRangeTo', 'dealRangeFrom', messages.dealRangeOrder),
);
export type InvestorProfileFormInput = v.InferInput<typeof investorProfileSchema>;
export type InvestorProfileForm = v.InferOutput<typeof investorProfileSchema>;
