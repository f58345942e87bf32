import * as v from 'valibot';
import { YEAR_MAX, YEAR_MIN } from '../constants';
import { messages } from '../messages';

/** MM/YYYY, month 01..12. */
export const MONTH_YEAR_PATTERN = /^(0[1-9]|1[0-2])\/\d{4}$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for a real calendar date 'YYYY-MM-DD', optionally followed by an ISO time. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value))
  );
}

/** A required MM/YYYY value: missing reports `requiredMessage`, wrong format 'Invalid date format (MM/YYYY)'. */
export function monthYear(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.pipe(v.string(), v.regex(MONTH_YEAR_PATTERN, messages.monthYearInvalid)),
  );
}

/** MM/YYYY: every failure reports 'Invalid date format (MM/YYYY)'. */
export const monthYearSchema = monthYear(messages.monthYearInvalid);

/**
 * A required ISO date ('YYYY-MM-DD', a time part allowed): missing reports `requiredMessage`,
 * an impossible date 'Enter a valid date (YYYY-MM-DD)'.
 */
export function isoDate(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.pipe(v.string(), v.check(isIsoDate, messages.invalidDate), documentedAsDate),
  );
}

/**
 * What the OpenAPI document says of these dates: `format: date` (YYYY-MM-DD). The check above is a function the
 * document cannot read, so without this a date was documented as any text; the server also takes a time part after
 * the date, which the document leaves out (a client sending what it says is always accepted).
 */
export const documentedAsDate = v.metadata<string, { readonly format: 'date' }>({ format: 'date' });

/** An optional ISO date: blank or missing becomes `null`. */
export function optionalIsoDate() {
  return v.pipe(
    v.nullish(v.string(messages.invalidDate), null),
    v.transform((value): string | null => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    }),
    v.nullable(v.pipe(v.string(), v.check(isIsoDate, messages.invalidDate), documentedAsDate)),
  );
}

/** A required year (integer 1900..2100): missing reports `requiredMessage`, others 'Enter a valid year'. */
export function year(requiredMessage: string) {
  return v.pipe(
    v.number(requiredMessage),
    v.integer(messages.invalidYear),
    v.minValue(YEAR_MIN, messages.invalidYear),
    v.maxValue(YEAR_MAX, messages.invalidYear),
  );
}

/** An optional year: `null` when missing. */
export function optionalYear() {
  return v.nullish(
    v.pipe(
      v.number(messages.invalidYear),
      v.integer(messages.invalidYear),
      v.minValue(YEAR_MIN, messages.invalidYear),
      v.maxValue(YEAR_MAX, messages.invalidYear),
    ),
    null,
  );
}
