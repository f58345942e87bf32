import { compactParts, EN_GB_COMPACT_SCALES, EN_US_COMPACT_SCALES, plainNumber } from './plain-numbers';

// Compared with Intl itself, in both of the app's locales (the profile pages' en-GB, discovery's en-US).
const values = [
  0, 1, 5, 12.34, 16.9, 2.25, 1.005, 2.675, 0.125, 0.05, 0.004, 0.999, 9.995, 999.95, 1000, 1049, 12_345.678, 999_950, 1_000_000, 1_350_000,
  123_456_789.123456, 999_950_000, 2.5e12, 999.95e12, 1.234e15, -1.5, -1_234_567.891, 1e-7, 1e21,
];

it.each(['en-GB', 'en-US'] as const)('writes numbers as %s Intl does, at 0, 2 and 6 decimals', (locale) => {
  for (const digits of [0, 2, 6]) {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    for (const value of values) expect([value, digits, plainNumber(value, digits, locale)]).toEqual([value, digits, intl.format(value)]);
  }
});

it.each([
  ['en-GB', EN_GB_COMPACT_SCALES],
  ['en-US', EN_US_COMPACT_SCALES],
] as const)('writes compact numbers as %s Intl does', (locale, scales) => {
  const intl = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  for (const value of values.filter((number) => number < 1e21)) {
    const parts = compactParts(value, scales);
    expect([value, parts && `${parts.sign}${parts.digits}`]).toEqual([value, intl.format(value)]);
  }
});

it('writes a negative that rounds to nothing as 0, where Intl writes -0', () => {
  expect(plainNumber(-0.004, 2, 'en-GB')).toBe('0');
  const parts = compactParts(-0.04, EN_US_COMPACT_SCALES);
  expect(parts && `${parts.sign}${parts.digits}`).toBe('0');
});
