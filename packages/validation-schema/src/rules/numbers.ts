import * as v from 'valibot';
import { MIN_COUNT, PERCENT_MAX, PERCENT_MIN, RATING_MAX, RATING_MIN } from '../constants';
import { messages } from '../messages';

/**
 * A required whole number >= 0 (deal counts, number of investments...). Missing reports `message`;
 * a negative value `minMessage` (defaults to `message`); a fraction 'Value must be a whole number'.
 */
export function nonNegativeCount(message: string, minMessage: string = message) {
  return v.pipe(v.number(message), v.finite(message), v.minValue(MIN_COUNT, minMessage), v.integer(messages.wholeNumber));
}

/** A required number >= 0 (fractions allowed). Missing reports `message`, negative `minMessage`. */
export function nonNegativeNumber(message: string, minMessage: string = message) {
  return v.pipe(v.number(message), v.finite(message), v.minValue(MIN_COUNT, minMessage));
}

/** An optional number >= 0: `null` when missing; negative reports 'Value must be greater than or equal to 0'. */
export function optionalNonNegativeNumber() {
  return v.nullish(nonNegativeNumber(messages.valueMinZero), null);
}

/** An optional whole number >= 0: `null` when missing. */
export function optionalNonNegativeCount() {
  return v.nullish(nonNegativeCount(messages.valueMinZero), null);
}

/** A required percentage 0..100. Missing reports `message`, out of range 'Value must be between 0 and 100'. */
export function percentage(message: string) {
  return v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(PERCENT_MIN, messages.percentageRange),
    v.maxValue(PERCENT_MAX, messages.percentageRange),
  );
}

/** An optional percentage 0..100: `null` when missing. */
export function optionalPercentage() {
  return v.nullish(percentage(messages.percentageRange), null);
}

/** A required rating (whole number 1..5). Missing reports `message`, others 'Rating must be between 1 and 5'. */
export function rating(message: string) {
  return v.pipe(
    v.number(message),
    v.integer(messages.ratingRange),
    v.minValue(RATING_MIN, messages.ratingRange),
    v.maxValue(RATING_MAX, messages.ratingRange),
  );
}

/** An optional rating 1..5: `null` when missing. */
export function optionalRating() {
  return v.nullish(rating(messages.ratingRange), null);
}

/** Digits with an optional comma part, e.g. '12' or '2,5' (portfolio company moic and ownership). */
export const COMMA_NUMBER_PATTERN = /^\d+(?:,\d+)?$/;

/** A required comma number string: 'Only numbers and comma are allowed.' for anything else. Trims. */
export const commaNumberString = v.pipe(
  v.string(messages.onlyNumbersAndComma),
  v.trim(),
  v.regex(COMMA_NUMBER_PATTERN, messages.onlyNumbersAndComma),
);

/** An optional comma number string: blank or missing becomes `null`. */
export const optionalCommaNumberString = v.pipe(
  v.nullish(v.string(messages.onlyNumbersAndComma), null),
  v.transform((value): string | null => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  }),
  v.nullable(v.pipe(v.string(), v.regex(COMMA_NUMBER_PATTERN, messages.onlyNumbersAndComma))),
);

/** '2,5' → 2.5. Returns `null` for a string that is not a comma number. */
export function parseCommaNumber(value: string): number | null {
  const trimmed = value.trim();
  return COMMA_NUMBER_PATTERN.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}
