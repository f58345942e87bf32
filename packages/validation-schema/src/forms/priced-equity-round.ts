import * as v from 'valibot';
import { securityTypes } from '../enums/graduation';
import { messages } from '../messages';
import { requiredWhen } from '../rules/conditional';
import { optionalMoney, requiredMoney } from '../rules/money';
import { nonNegativeCount, optionalNonNegativeCount, optionalPercentage } from '../rules/numbers';
import { requiredString } from '../rules/strings';
import { fundParticipated, optionalLiquidationPreference, participationEntries, roundBaseEntries } from './round-fields';
import { formObject } from '../rules/object';

/**
 * Priced equity round (graduation route primaryEquity). Round fields are required; the fund
 * participation fields are required only if the fund participated, otherwise nullable.
 */
export const pricedEquityRoundSchema = v.pipe(
  formObject({
    ...roundBaseEntries,
    preMoneyValuation: requiredMoney(messages.preMoneyValuationRequired),
    postMoneyValuation: requiredMoney(messages.postMoneyValuationRequired),
    totalInvestmentAmount: requiredMoney(messages.totalInvestmentAmountRequired),
    sharePrice: requiredMoney(messages.sharePriceRequired),
    sharesOutstandingPreRound: nonNegativeCount(messages.sharesOutstandingPreRoundRequired, messages.valueMinZero),
    sharesOutstandingPostRound: nonNegativeCount(messages.sharesOutstandingPostRoundRequired, messages.valueMinZero),
    newSharesIssued: nonNegativeCount(messages.newSharesIssuedRequired, messages.valueMinZero),
    securityType: v.picklist(securityTypes, messages.securityTypeRequired),
    shareClassOfShares: requiredString(messages.shareClassRequired),
    ...participationEntries,
    sharesOwnedPreRound: optionalNonNegativeCount(),
    ownershipPreRound: optionalPercentage(),
    sharesAcquiredInRound: optionalNonNegativeCount(),
    sharePriceOfAcquiredShares: optionalMoney(),
    investmentAmount: optionalMoney(),
    newOwnershipFromRound: optionalPercentage(),
    sharesOwnedPostRound: optionalNonNegativeCount(),
    ownershipPostRound: optionalPercentage(),
    liquidationPreference: optionalLiquidationPreference(),
  }),
  requiredWhen('fundEntityName', 'fundParticipated', fundParticipated, messages.fundEntityNameRequired),
  requiredWhen('role', 'fundParticipated', fundParticipated, messages.roundRoleRequired),
  requiredWhen('sharesOwnedPreRound', 'fundParticipated', fundParticipated, messages.sharesOwnedPreRoundRequired),
  requiredWhen('ownershipPreRound', 'fundParticipated', fundParticipated, messages.ownershipPreRoundRequired),
  requiredWhen('sharesAcquiredInRound', 'fundParticipated', fundParticipated, messages.sharesAcquiredInRoundRequired),
  requiredWhen('investmentAmount', 'fundParticipated', fundParticipated, messages.investmentAmountRequired),
  requiredWhen('sharesOwnedPostRound', 'fundParticipated', fundParticipated, messages.sharesOwnedPostRoundRequired),
  requiredWhen('ownershipPostRound', 'fundParticipated', fundParticipated, messages.ownershipPostRoundRequired),
  requiredWhen('liquidationPreference', 'fundParticipated', fundParticipated, messages.liquidationPreferenceRequired),
);
export type PricedEquityRoundFormInput = v.InferInput<typeof pricedEquityRoundSchema>;
export type PricedEquityRoundForm = v.InferOutput<typeof pricedEquityRoundSchema>;
