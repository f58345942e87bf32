import * as v from 'valibot';
import { securityTypes } from '../enums/graduation';
import { messages } from '../messages';
import { requiredWhen } from '../rules/conditional';
import { optionalMoney, requiredMoney } from '../rules/money';
import { nonNegativeCount, optionalNonNegativeNumber, percentage } from '../rules/numbers';
import { optionalString, requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { fundParticipated, optionalLiquidationPreference, roundBaseEntries } from './round-fields';
import { formObject } from '../rules/object';

/**
 * Secondary sale (graduation route secondaryEquity): a seller sells existing shares to a buyer.
 * When the fund took part (as seller or buyer), its entity name and liquidation preference are
 * required.
 */
export const secondarySaleSchema = v.pipe(
  formObject({
    ...roundBaseEntries,
    pricePerShare: requiredMoney(messages.pricePerShareRequired),
    valuation: requiredMoney(messages.valuationRequired),
    totalSoldShares: nonNegativeCount(messages.totalSoldSharesRequired, messages.valueMinZero),
    stake: percentage(messages.stakeRequired),
    proceeds: requiredMoney(messages.proceedsRequired),
    securityType: v.picklist(securityTypes, messages.securityTypeRequired),
    shareClassOfShares: requiredString(messages.shareClassRequired),
    sellerRole: optionalString(),
    sellerWebsite: optionalUrl(messages.enterCorrectUrl),
    sellerCompanyName: requiredString(messages.sellerCompanyNameRequired),
    sellerEntityName: optionalString(),
    buyerRole: optionalString(),
    buyerWebsite: optionalUrl(messages.enterCorrectUrl),
    buyerCompanyName: requiredString(messages.buyerCompanyNameRequired),
    buyerEntityName: optionalString(),
    buyingPricePerShare: optionalMoney(),
    sellingPricePerShare: optionalMoney(),
    liquidationPreferenceFactor: optionalNonNegativeNumber(),
    buyerDealCosts: optionalMoney(),
    sellerDealCosts: optionalMoney(),
    fundParticipated: v.boolean(messages.fundParticipatedRequired),
    fundEntityName: optionalString(),
    liquidationPreference: optionalLiquidationPreference(),
  }),
  requiredWhen('fundEntityName', 'fundParticipated', fundParticipated, messages.fundEntityNameRequired),
  requiredWhen('liquidationPreference', 'fundParticipated', fundParticipated, messages.liquidationPreferenceRequired),
);
export type SecondarySaleFormInput = v.InferInput<typeof secondarySaleSchema>;
export type SecondarySaleForm = v.InferOutput<typeof secondarySaleSchema>;
