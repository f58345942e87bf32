import * as v from 'valibot';
import { messages } from '../messages';
import { requiredWhen } from '../rules/conditional';
import { optionalMoney, requiredMoney } from '../rules/money';
import { percentage } from '../rules/numbers';
import { requiredString } from '../rules/strings';
import { fundParticipated, participationEntries, roundBaseEntries } from './round-fields';
import { formObject } from '../rules/object';

/**
 * SAFE round (graduation route safe). The valuation caps are optional whether or not the round is
 * uncapped; conversionDiscount is required. Participation fields are required only if the fund
 * participated.
 */
export const safeRoundSchema = v.pipe(
  formObject({
    ...roundBaseEntries,
    safeType: requiredString(messages.safeTypeRequired),
    totalInvestmentAmount: requiredMoney(messages.totalInvestmentAmountRequired),
    referenceValuation: requiredMoney(messages.referenceValuationRequired),
    referenceValuationSharePrice: optionalMoney(),
    valuationCap: optionalMoney(),
    valuationCapPerShare: optionalMoney(),
    conversionDiscount: percentage(messages.conversionDiscountRequired),
    ...participationEntries,
    investmentAmountParticipated: optionalMoney(),
    yourDealCosts: optionalMoney(),
  }),
  requiredWhen('fundEntityName', 'fundParticipated', fundParticipated, messages.fundEntityNameRequired),
  requiredWhen('role', 'fundParticipated', fundParticipated, messages.roundRoleRequired),
  requiredWhen('investmentAmountParticipated', 'fundParticipated', fundParticipated, messages.investmentAmountParticipatedRequired),
  requiredWhen('yourDealCosts', 'fundParticipated', fundParticipated, messages.dealCostsRequired),
);
export type SafeRoundFormInput = v.InferInput<typeof safeRoundSchema>;
export type SafeRoundForm = v.InferOutput<typeof safeRoundSchema>;
