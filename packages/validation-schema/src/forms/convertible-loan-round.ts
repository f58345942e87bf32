import * as v from 'valibot';
import { convertibleLoanOutcomeSchema } from '../enums/graduation';
import { messages } from '../messages';
import { requiredWhen } from '../rules/conditional';
import { isoDate } from '../rules/dates';
import { optionalMoney, requiredMoney } from '../rules/money';
import { optionalPercentage, percentage } from '../rules/numbers';
import { requiredString } from '../rules/strings';
import { fundParticipated, participationEntries, roundBaseEntries } from './round-fields';
import { formObject } from '../rules/object';

/**
 * Convertible loan or note (graduation route convertibleLoan): interestRate and maturityDate are
 * required. Participation fields are required only if the fund participated.
 */
export const convertibleLoanRoundSchema = v.pipe(
  formObject({
    ...roundBaseEntries,
    totalInvestmentAmount: requiredMoney(messages.totalInvestmentAmountRequired),
    interestRate: percentage(messages.interestRateRequired),
    maturityDate: isoDate(messages.maturityDateRequired),
    interestRateCompensationType: requiredString(messages.interestRateCompensationTypeRequired),
    paymentAmountPerPeriod: optionalMoney(),
    conversionDiscount: optionalPercentage(),
    valuationCap: optionalMoney(),
    outcome: v.nullish(convertibleLoanOutcomeSchema, null),
    ...participationEntries,
    investmentAmount: optionalMoney(),
    yourDealCosts: optionalMoney(),
  }),
  requiredWhen('fundEntityName', 'fundParticipated', fundParticipated, messages.fundEntityNameRequired),
  requiredWhen('role', 'fundParticipated', fundParticipated, messages.roundRoleRequired),
  requiredWhen('investmentAmount', 'fundParticipated', fundParticipated, messages.investmentAmountRequired),
  requiredWhen('yourDealCosts', 'fundParticipated', fundParticipated, messages.dealCostsRequired),
);
export type ConvertibleLoanRoundFormInput = v.InferInput<typeof convertibleLoanRoundSchema>;
export type ConvertibleLoanRoundForm = v.InferOutput<typeof convertibleLoanRoundSchema>;
