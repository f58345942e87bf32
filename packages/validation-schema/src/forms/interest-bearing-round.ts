import * as v from 'valibot';
import { messages } from '../messages';
import { requiredWhen } from '../rules/conditional';
import { isoDate } from '../rules/dates';
import { optionalMoney, requiredMoney } from '../rules/money';
import { percentage } from '../rules/numbers';
import { requiredString } from '../rules/strings';
import { fundParticipated, participationEntries, roundBaseEntries } from './round-fields';
import { formObject } from '../rules/object';

/**
 * Interest-bearing instrument / debt (graduation route debt): like a convertible without the
 * conversion terms. Participation fields are required only if the fund participated.
 */
export const interestBearingRoundSchema = v.pipe(
  formObject({
    ...roundBaseEntries,
    totalInvestmentAmount: requiredMoney(messages.totalInvestmentAmountRequired),
    interestRate: percentage(messages.interestRateRequired),
    maturityDate: isoDate(messages.maturityDateRequired),
    interestRateCompensationType: requiredString(messages.interestRateCompensationTypeRequired),
    paymentAmountPerPeriod: optionalMoney(),
    ...participationEntries,
    investmentAmount: optionalMoney(),
    yourDealCosts: optionalMoney(),
  }),
  requiredWhen('fundEntityName', 'fundParticipated', fundParticipated, messages.fundEntityNameRequired),
  requiredWhen('role', 'fundParticipated', fundParticipated, messages.roundRoleRequired),
  requiredWhen('investmentAmount', 'fundParticipated', fundParticipated, messages.investmentAmountRequired),
  requiredWhen('yourDealCosts', 'fundParticipated', fundParticipated, messages.dealCostsRequired),
);
export type InterestBearingRoundFormInput = v.InferInput<typeof interestBearingRoundSchema>;
export type InterestBearingRoundForm = v.InferOutput<typeof interestBearingRoundSchema>;
