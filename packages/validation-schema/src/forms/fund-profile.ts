import { URL_MAX_LENGTH } from '../constants';
import * as v from 'valibot';
import { stages } from '../enums/graduation';
import { fundMaturitySchema, fundraisingStatusSchema, waterfallSchema } from '../enums/profiles';
import { messages } from '../messages';
import { sectorSchema } from '../options/sectors';
import { strategyTypeSchema } from '../options/strategy-types';
import { requiredWhen } from '../rules/conditional';
import { optionalYear } from '../rules/dates';
import { atLeastOne, optionalList } from '../rules/lists';
import { optionalMoney } from '../rules/money';
import { optionalPercentage } from '../rules/numbers';
import { nonEmptyStringList, optionalLongText, optionalString } from '../rules/strings';
import { profileKeyPersonSchema } from './key-person';
import { linksSchema } from './links';
import { portfolioCompanySchema } from './portfolio-company';
import { previousFundSchema } from './previous-fund';
import { formObject } from '../rules/object';

/** Fund terms: fee structure, carry, hurdle, clawback, waterfall (American or European) and others. */
export const fundTermsSchema = formObject({
  feeStructure: optionalLongText(),
  carry: optionalPercentage(),
  hurdle: optionalPercentage(),
  clawback: v.nullish(v.boolean(), null),
  waterfall: v.nullish(waterfallSchema, null),
  otherTerms: optionalLongText(),
});

/**
 * Fund profile (fundInfo). targetFundSize is required unless the fundraising status is evergreen;
 * at least one keyword, sector focus, stage and strategy type.
 */
export const fundProfileSchema = v.pipe(
  formObject({
    fundManagementCompany: optionalString(),
    companyName: optionalString(),
    fundHeadquarter: optionalString(),
    logo: optionalString(URL_MAX_LENGTH),
    headline: optionalString(),
    blurbAndSummary: optionalLongText(),
    fundOverviewType: optionalLongText(),
    fundraisingStatus: v.nullish(fundraisingStatusSchema, null),
    fundMaturity: v.nullish(fundMaturitySchema, null),
    keywords: nonEmptyStringList(messages.atLeastOneKeyword),
    targetFundSize: optionalMoney(),
    vintageYear: optionalYear(),
    sectorFocus: atLeastOne(sectorSchema, messages.atLeastOneSectorFocus),
    stageFocus: atLeastOne(v.picklist(stages, messages.atLeastOneStage), messages.atLeastOneStage),
    strategyType: atLeastOne(strategyTypeSchema, messages.atLeastOneStrategyType),
    terms: v.nullish(fundTermsSchema, null),
    keyPeople: optionalList(profileKeyPersonSchema),
    portfolioCompanies: optionalList(portfolioCompanySchema),
    pastFunds: optionalList(previousFundSchema),
    links: v.nullish(linksSchema, null),
  }),
  requiredWhen('targetFundSize', 'fundraisingStatus', (status) => status !== 'evergreen', messages.targetFundSizeRequired),
);
export type FundProfileFormInput = v.InferInput<typeof fundProfileSchema>;
export type FundProfileForm = v.InferOutput<typeof fundProfileSchema>;
