import * as v from 'valibot';
import { messages } from '../messages';
import { investorTypeOptions } from '../options/investor-types';
import { optionValues } from '../options/option';
import { emailSchema } from '../rules/email';
import { optionalMoney } from '../rules/money';
import { phoneSchema } from '../rules/phone';
import { requiredString } from '../rules/strings';
import { formObject } from '../rules/object';

/** The investor of a non-binding commitment. */
export const commitmentInvestorSchema = formObject({
  investorName: requiredString(messages.investorNameRequired),
  email: emailSchema,
  investorPhone: phoneSchema,
  investorHq: requiredString(messages.thisFieldIsRequired),
  investorType: v.picklist(optionValues(investorTypeOptions), messages.thisFieldIsRequired),
  intendedCheckSize: optionalMoney(),
});
export type CommitmentInvestorFormInput = v.InferInput<typeof commitmentInvestorSchema>;
export type CommitmentInvestorForm = v.InferOutput<typeof commitmentInvestorSchema>;
