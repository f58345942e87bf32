/**
 * The one way profile pages write numbers, amounts and dates: Intl with the app's locale. Some stored
 * values are texts with a decimal comma (portfolio ownership and MOIC, '16,9'); they are read as numbers
 * and written like every other number, so '16.9' and '1.6' sit side by side, never '16,9' next to '1.6'.
 */

/** The app's locale (every page is in British English today). */
export const APP_LOCALE = 'en-GB';

const numberFormat = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 2 });
const compactFormat = new Intl.NumberFormat(APP_LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A decimal typed with a comma or a point ('16,9', '2.5') as a number of the locale; other texts as they are. */
export function formatDecimalText(value: string): string {
  const normalized = value.trim().replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(normalized)) return value;
  return numberFormat.format(Number(normalized));
}

export interface MoneyValue {
  value: number | null;
  currency: string | null;
}

/** 120000000 EUR → '120,000,000 EUR'; compact → '120m EUR' (headers, key figures). */
export function formatMoney(money: MoneyValue, options: { compact?: boolean } = {}): string {
  if (money.value === null || money.value === undefined) return '';
  const amount = (options.compact ? compactFormat : numberFormat).format(money.value);
  return money.currency ? `${amount} ${money.currency}` : amount;
}

/** '2026-06-30' → '30 June 2026'; anything else as it is. */
export function formatDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
