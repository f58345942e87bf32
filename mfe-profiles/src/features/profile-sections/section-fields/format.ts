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
import { groupedNumber } from '@fundnet/validation-schema';

/** The app's locale (every page is in British English today). */
export const APP_LOCALE = 'en-GB';

/**
 * `value` rounded to at most `digits` decimals, half away from zero on its shortest decimal form (as Intl rounds:
 * 1.005 → '1.01', where `toFixed` gives '1.00'), trailing zeros dropped, no grouping, no sign. Null when the number
 * has no plain decimal form (`1e+21`).
 */
function roundedDigits(value: number, digits: number): { whole: string; fraction: string } | null {
  // Below a millionth a number is written with an exponent ('1e-7'): nothing at two decimals.
  if (Math.abs(value) < 1e-6) return { whole: '0', fraction: '' };
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction };
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction.charCodeAt(digits) >= 53 /* '5' */ ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return { whole: all.slice(0, all.length - digits), fraction: all.slice(all.length - digits).replace(/0+$/, '') };
}

/**
 * The rounded digits of `value` written out: its sign, the whole part grouped in thousands (from five digits on when
 * `groupFromFive`, as compact notation does: '1000tn', '10,000tn'), the fraction after a point.
 */
function writtenDigits(value: number, { whole, fraction }: { whole: string; fraction: string }, groupFromFive = false): string {
  // Intl writes '-0' for a negative that rounds to nothing; a reader wants '0'.
  const sign = value < 0 && !/^0*$/.test(whole + fraction) ? '-' : '';
  const grouped = groupFromFive && whole.length <= 4 ? whole : groupedNumber(Number(whole));
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 1234567.891 → '1,234,567.89' (at most two decimals). */
export function formatNumber(value: number): string {
  const rounded = roundedDigits(value, 2);
  return rounded ? writtenDigits(value, rounded) : value.toLocaleString(APP_LOCALE, { maximumFractionDigits: 2 });
}

/** The short scales of en-GB's compact notation, largest first. */
const compactScales = [
  { size: 1e12, suffix: 'tn' },
  { size: 1e9, suffix: 'bn' },
  { size: 1e6, suffix: 'm' },
  { size: 1e3, suffix: 'k' },
  { size: 1, suffix: '' },
] as const;

/** 120000000 → '120m', 1350000 → '1.4m', 999950 → '1m' (one decimal at most; rounding up may move it a scale). */
function compactNumber(value: number): string {
  const magnitude = Math.abs(value);
  let index = compactScales.findIndex((scale) => magnitude >= scale.size);
  if (index < 0) index = compactScales.length - 1;
  for (;;) {
    const scale = compactScales[index]!;
    const rounded = roundedDigits(magnitude / scale.size, 1);
    if (!rounded) return value.toLocaleString(APP_LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
    // 999.95k rounds to 1000k: Intl writes it as the next scale, '1m'.
    if (index > 0 && rounded.whole.length > 3) {
      index -= 1;
      continue;
    }
    return `${writtenDigits(value, rounded, true)}${scale.suffix}`;
  }
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
