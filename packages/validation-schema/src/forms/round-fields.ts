import * as v from 'valibot';
import { liquidationPreferences, roundRoles } from '../enums/graduation';
import { messages } from '../messages';
import { currencyCodes } from '../options/currencies';
import { isoDate } from '../rules/dates';
import { optionalLongText, optionalString } from '../rules/strings';

/**
 * Fields shared by every round form: closingDate (ISO date), currency (ISO 4217) and comment.
 * Spread them into a round's `v.object`.
 */
export const roundBaseEntries = {
  closingDate: isoDate(messages.closingDateRequired),
  currency: v.picklist(currencyCodes, messages.currencyRequired),
  comment: optionalLongText(),
};

/**
 * Fund participation switch and identity. Participation fields are nullable; when
 * `fundParticipated` is true, `requiredWhen(field, 'fundParticipated', fundParticipated, msg)`
 * makes each of them required.
 */
export const participationEntries = {
  fundParticipated: v.boolean(messages.fundParticipatedRequired),
  fundEntityName: optionalString(),
  role: v.nullish(v.picklist(roundRoles, messages.roundRoleRequired), null),
};

/** Nullable liquidation preference (required when the fund participated). */
export const optionalLiquidationPreference = () =>
  v.nullish(v.picklist(liquidationPreferences, messages.liquidationPreferenceRequired), null);

/** The condition of the participation rules. */
export const fundParticipated = (value: unknown): boolean => value === true;
