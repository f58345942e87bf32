import { currencyPrefix } from './compact-amount';
import { roundedDigits, signOf, unsignedDigits } from './plain-numbers';

/** One Intl formatter per currency, for the numbers with no plain decimal form (1e21 and up) only. */
const intlFallbacks = new Map<string, Intl.NumberFormat>();

/**
 * "$12,345,679", "-€950", "CHF 1,250": an amount in its currency in whole units, in en-US (the track records' tables
 * and charts): `Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 })` written without
 * Intl, whose first use on a page loads the browser's locale data in one long task (plain-numbers.ts says more).
 */
export function currencyAmount(value: number, currency: string): string {
  const rounded = roundedDigits(value, 0);
  if (rounded) return `${signOf(value, rounded)}${currencyPrefix(currency)}${unsignedDigits(rounded)}`;
  let format = intlFallbacks.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    intlFallbacks.set(currency, format);
  }
  return format.format(value);
}
