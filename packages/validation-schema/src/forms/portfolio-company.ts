import * as v from 'valibot';
import { stageSchema } from '../enums/graduation';
import { investmentStatusSchema } from '../enums/track-record';
import { messages } from '../messages';
import { sectorSchema } from '../options/sectors';
import { optionalIsoDate } from '../rules/dates';
import { optionalMoney } from '../rules/money';
import { optionalCommaNumberString } from '../rules/numbers';
import { optionalLongText, optionalString, requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** A portfolio company of a fund profile: moic and ownership are comma numbers ('2,5'). */
export const portfolioCompanySchema = formObject({
  companyUrl: optionalUrl(messages.enterCorrectUrl),
  companyName: requiredString(messages.companyNameRequired),
  stage: v.nullish(stageSchema, null),
  companyLocation: optionalString(),
  primarySectorFocus: v.nullish(sectorSchema, null),
  investmentDescription: optionalLongText(),
  initialValuation: optionalMoney(),
  weightedValuation: optionalMoney(),
  investmentAmount: optionalMoney(),
  fairValue: optionalMoney(),
  status: v.nullish(investmentStatusSchema, null),
  investmentDate: optionalIsoDate(),
  ownership: optionalCommaNumberString,
  moic: optionalCommaNumberString,
});
export type PortfolioCompanyFormInput = v.InferInput<typeof portfolioCompanySchema>;
export type PortfolioCompanyForm = v.InferOutput<typeof portfolioCompanySchema>;
