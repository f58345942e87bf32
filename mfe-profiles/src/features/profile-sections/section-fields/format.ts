/**
 * The one way profile pages write numbers, amounts and dates, in the app's locale. Some stored values are texts with
 * a decimal comma (portfolio ownership and MOIC, '16,9'); they are read as numbers and written like every other
 * number, so '16.9' and '1.6' sit side by side, never '16,9' next to '1.6'.
 *
 * Written without Intl, to the letter of what `Intl.NumberFormat('en-GB', …)` and `Intl.DateTimeFormat('en-GB', …)`
 * write (format.test.ts compares them): a page's first Intl call loads the browser's locale data, 50 ms on a desktop's
 * CPU and four times that on a phone's, in one long task after a rendered page's first paint (issue 33). A public
 * profile page formats nothing else, so it never pays it.
 */
import { compactParts, EN_GB_COMPACT_SCALES, plainNumber } from '@fundnet/design-system';

/** The app's locale (every page is in British English today). */
export const APP_LOCALE = 'en-GB';

/** 1234567.891 → '1,234,567.89' (at most two decimals). */
export function formatNumber(value: number): string {
  return plainNumber(value, 2, APP_LOCALE);
}

/** 120000000 → '120m', 1350000 → '1.4m', 999950 → '1m' (one decimal at most; rounding up may move it a scale). */
function compactNumber(value: number): string {
  const parts = compactParts(value, EN_GB_COMPACT_SCALES);
  return parts ? `${parts.sign}${parts.digits}` : value.toLocaleString(APP_LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
}

/** A decimal typed with a comma or a point ('16,9', '2.5') as a number of the locale; other texts as they are. */
export function formatDecimalText(value: string): string {
  const normalized = value.trim().replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(normalized)) return value;
  return formatNumber(Number(normalized));
}

export interface MoneyValue {
  value: number | null;
  currency: string | null;
}

/** 120000000 EUR → '120,000,000 EUR'; compact → '120m EUR' (headers, key figures). */
export function formatMoney(money: MoneyValue, options: { compact?: boolean } = {}): string {
  if (money.value === null || money.value === undefined) return '';
  const amount = options.compact ? compactNumber(money.value) : formatNumber(money.value);
  return money.currency ? `${amount} ${money.currency}` : amount;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-06-30' → '30 June 2026'; anything else as it is. */
export function formatDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
