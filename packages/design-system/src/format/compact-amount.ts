import { compactParts, EN_US_COMPACT_SCALES } from './plain-numbers';

/**
 * How en-US writes each currency before an amount: its symbol where CLDR gives en-US one, otherwise its ISO code and a
 * no-break space ('CHF 250K'), as `Intl.NumberFormat('en-US', { style: 'currency' })` does (compact-amount.test.ts
 * compares every currency of the spec's list with Intl).
 */
const EN_US_CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: 'CN¥',
  HKD: 'HK$',
  AUD: 'A$',
  NZD: 'NZ$',
  CAD: 'CA$',
  ILS: '₪',
  INR: '₹',
  KRW: '₩',
  BRL: 'R$',
  MXN: 'MX$',
};

export const currencyPrefix = (currency: string) => EN_US_CURRENCY_SYMBOLS[currency] ?? `${currency}\u00a0`;

/** One Intl formatter per currency, for the numbers with no plain decimal form (1e21 and up) only. */
const intlFallbacks = new Map<string, Intl.NumberFormat>();

/**
 * "€50M", "$1.2B", "CHF 250K": an amount in its currency, short, in en-US (discovery's cards and live figures):
 * `Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 })`
 * written without Intl (plain-numbers.ts says why).
 */
export function compactAmount(value: number, currency: string): string {
  const parts = compactParts(value, EN_US_COMPACT_SCALES);
  if (parts) return `${parts.sign}${currencyPrefix(currency)}${parts.digits}`;
  let format = intlFallbacks.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    intlFallbacks.set(currency, format);
  }
  return format.format(value);
}
