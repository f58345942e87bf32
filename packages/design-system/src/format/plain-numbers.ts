/**
 * Numbers written without Intl, to the letter of what `Intl.NumberFormat` writes for the app's two locales (en-GB on the
 * profile pages, en-US on discovery's cards and live figures; `plain-numbers.test.ts` and each caller's test compare them
 * with Intl itself). A page's first Intl call loads the browser's locale data: 40-50 ms on a desktop's CPU and four
 * times that on a phone's, one long task after a rendered page's first paint (issue 33, ADR 0104's addendum).
 */
import { groupedNumber } from '@fundnet/validation-schema';

/** A number's digits rounded: the whole part and the fraction (no sign, no grouping, trailing zeros dropped). */
export interface RoundedDigits {
  whole: string;
  fraction: string;
}

/**
 * `value` rounded to at most `digits` decimals, half away from zero on its shortest decimal form (as Intl rounds:
 * 1.005 → '1.01', where `toFixed` gives '1.00'), trailing zeros dropped, no grouping, no sign. Null when the number
 * has no plain decimal form (`1e+21`): the caller falls back to Intl.
 */
export function roundedDigits(value: number, digits: number): RoundedDigits | null {
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
 * The rounded digits of `value` written out without a sign: the whole part grouped in thousands (from five digits on
 * when `groupFromFive`, as compact notation does: '1000tn', '10,000tn'), the fraction after a point.
 */
export function unsignedDigits({ whole, fraction }: RoundedDigits, groupFromFive = false): string {
  const grouped = groupFromFive && whole.length <= 4 ? whole : groupedNumber(Number(whole));
  return `${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Intl's sign of `value` once rounded: '-' for a negative, nothing for one that rounds to zero (not Intl's '-0'). */
export function signOf(value: number, { whole, fraction }: RoundedDigits): '' | '-' {
  return value < 0 && !/^0*$/.test(whole + fraction) ? '-' : '';
}

/** One scale of a compact notation: from `size` on, a number is written in it, followed by `suffix`. */
export interface CompactScale {
  size: number;
  suffix: string;
}

/** en-GB's compact notation ('120m', '1.4bn'), largest first. */
export const EN_GB_COMPACT_SCALES: readonly CompactScale[] = [
  { size: 1e12, suffix: 'tn' },
  { size: 1e9, suffix: 'bn' },
  { size: 1e6, suffix: 'm' },
  { size: 1e3, suffix: 'k' },
  { size: 1, suffix: '' },
];

/** en-US's compact notation ('120M', '1.4B'), largest first. */
export const EN_US_COMPACT_SCALES: readonly CompactScale[] = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
  { size: 1, suffix: '' },
];

/** A number in compact notation: its sign apart, so a currency can go between ('-$1.2M'). */
export interface CompactParts {
  sign: '' | '-';
  /** '1.4m', '950', '1000tn' */
  digits: string;
}

/**
 * `value` in compact notation with at most one decimal (`maximumFractionDigits: 1`): 120000000 → '120m', 1350000 →
 * '1.4m', 999950 → '1m' (rounding up may move it a scale). Null when it has no plain decimal form.
 */
export function compactParts(value: number, scales: readonly CompactScale[]): CompactParts | null {
  const magnitude = Math.abs(value);
  let index = scales.findIndex((scale) => magnitude >= scale.size);
  if (index < 0) index = scales.length - 1;
  for (;;) {
    const scale = scales[index]!;
    const rounded = roundedDigits(magnitude / scale.size, 1);
    if (!rounded) return null;
    // 999.95k rounds to 1000k: Intl writes it as the next scale, '1m'.
    if (index > 0 && rounded.whole.length > 3) {
      index -= 1;
      continue;
    }
    return { sign: signOf(value, rounded), digits: `${unsignedDigits(rounded, true)}${scale.suffix}` };
  }
}

/**
 * `value` with its thousands grouped and at most `maximumFractionDigits` decimals, as en-GB and en-US both write it
 * (1234567.891 → '1,234,567.89' at two): `value.toLocaleString(locale, { maximumFractionDigits })` without Intl, which
 * it falls back to for a number with no plain decimal form.
 */
export function plainNumber(value: number, maximumFractionDigits: number, locale: 'en-GB' | 'en-US'): string {
  const rounded = roundedDigits(value, maximumFractionDigits);
  return rounded ? `${signOf(value, rounded)}${unsignedDigits(rounded)}` : value.toLocaleString(locale, { maximumFractionDigits });
}
