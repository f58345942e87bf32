import { URL_MAX_LENGTH } from '../constants';
import * as v from 'valibot';
import { messages } from '../messages';
import { investorRelationshipOptions } from '../options/investor-relationships';
import { optionValues } from '../options/option';
import { monthYear } from '../rules/dates';
import { nonNegativeCount } from '../rules/numbers';
import { optionalString, requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** A co-investor of a fund (POST /api/co-investor/fund). */
export const coInvestorSchema = formObject({
  companyName: requiredString(messages.companyNameRequired),
  websiteUrl: optionalUrl(messages.enterCorrectUrl),
  preInvestmentDealsNum: nonNegativeCount(messages.valueMinZero),
  coInvestmentDealsNum: nonNegativeCount(messages.valueMinZero),
  followOnInvestmentDealsNum: nonNegativeCount(messages.valueMinZero),
  relationship: v.picklist(optionValues(investorRelationshipOptions), messages.investorRelationshipRequired),
  lastInvestment: monthYear(messages.lastInvestmentRequired),
  image: optionalString(URL_MAX_LENGTH),
});
export type CoInvestorFormInput = v.InferInput<typeof coInvestorSchema>;
export type CoInvestorForm = v.InferOutput<typeof coInvestorSchema>;
