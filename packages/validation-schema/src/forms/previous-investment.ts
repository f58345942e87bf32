import * as v from 'valibot';
import { stages } from '../enums/graduation';
import { messages } from '../messages';
import { year } from '../rules/dates';
import { requiredMoney } from '../rules/money';
import { optionalNonNegativeNumber } from '../rules/numbers';
import { requiredLongText, requiredString } from '../rules/strings';
import { urlSchema } from '../rules/url';
import { formObject } from '../rules/object';

/** A previous investment (highlighted / past investment): URL valid, all text fields required. */
export const previousInvestmentSchema = formObject({
  urlOfInvestedCompany: urlSchema(messages.pleaseEnterCorrectUrl, messages.pleaseEnterWebsite),
  nameOfCompanyYouInvestedIn: requiredString(messages.companyNameRequired),
  yearOfInvestment: year(messages.yearOfInvestmentRequired),
  amountInvested: requiredMoney(messages.amountInvestedRequired),
  moic: optionalNonNegativeNumber(),
  initialInvestmentStage: v.picklist(stages, messages.initialInvestmentStageRequired),
  fundInvestmentType: requiredString(messages.fundInvestmentTypeRequired),
  investmentDescription: requiredLongText(messages.investmentDescriptionRequired),
});
export type PreviousInvestmentFormInput = v.InferInput<typeof previousInvestmentSchema>;
export type PreviousInvestmentForm = v.InferOutput<typeof previousInvestmentSchema>;
