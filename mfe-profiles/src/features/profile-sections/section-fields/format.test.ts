import { formatDate, formatDecimalText, formatMoney, formatNumber } from './format';

// The formatters write what Intl writes in en-GB, without Intl (its first use costs a phone a long task, issue 33):
// each is compared with Intl itself over values chosen for their rounding, their scale and their sign.

const intlNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const intlCompact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });
const intlDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const values = [
  0,
  1,
  5,
  12.34,
  16.9,
  2.25,
  1.005,
  2.675,
  0.125,
  0.135,
  0.05,
  0.004,
  0.999,
  0.995,
  9.995,
  999,
  999.95,
  999.949,
  1000,
  1049,
  1050,
  1234,
  9999,
  99_949,
  99_950,
  999_949,
  999_950,
  1_000_000,
  1_250_000,
  1_350_000,
  60_000_000,
  120_000_000,
  999_950_000,
  1e9,
  2.5e9,
  1e12,
  3.3e12,
  1e15,
  1e16,
  1234567.891,
  123456789.005,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e-7,
];

it('writes numbers as Intl does: grouped, at most two decimals, rounded half away from zero', () => {
  for (const value of [...values, ...values.map((value) => -value).filter((value) => value !== 0)]) {
    const expected = intlNumber.format(value);
    // Intl writes '-0' for a negative that rounds to nothing; the page writes '0'.
    expect([value, formatNumber(value)]).toEqual([value, expected === '-0' ? '0' : expected]);
  }
});

it('writes compact amounts as Intl does, a rounding up moving to the next scale (999,950 → 1m)', () => {
  for (const value of [...values, ...values.map((value) => -value).filter((value) => value !== 0)]) {
    const expected = intlCompact.format(value);
    expect([value, formatMoney({ value, currency: null }, { compact: true })]).toEqual([value, expected === '-0' ? '0' : expected]);
  }
});

it('writes dates as Intl does, in UTC', () => {
  for (const day of ['2026-06-30', '2026-01-01', '2027-12-25', '2000-02-29', '1999-09-09']) {
    expect(formatDate(day)).toBe(intlDate.format(new Date(`${day}T00:00:00Z`)));
  }
  expect(formatDate('soon')).toBe('soon');
});

it('reads a decimal comma as a decimal point, and leaves other texts as they are', () => {
  expect(formatDecimalText('16,9')).toBe('16.9');
  expect(formatDecimalText('1,005')).toBe('1.01');
  expect(formatDecimalText('n/a')).toBe('n/a');
});
