import { currencyCodes } from '@fundnet/validation-schema';
import { compactAmount } from './compact-amount';

// Written without Intl, compared with Intl itself: every currency of the spec's list, and values chosen for their
// rounding, their scale (a rounding that moves to the next one) and their sign.
const values = [
  0, 0.04, 0.05, 1, 9.95, 12.34, 950, 999.94, 999.95, 1000, 1049, 1050, 1250, 99_949, 99_950, 999_949, 999_950, 1_000_000, 1_250_000,
  12_345_678, 123_456_789, 999_949_999, 999_950_000, 2_500_000_000, 1.5e12, 999.95e12, 1.234e15, -1_250_000, -950,
];

const intlOf = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

it.each(currencyCodes)('writes %s amounts as Intl en-US compact does', (currency) => {
  const intl = intlOf(currency);
  for (const value of values) expect([value, compactAmount(value, currency)]).toEqual([value, intl.format(value)]);
});

it('writes a currency outside the list as its code and a no-break space, as Intl does', () => {
  expect(compactAmount(1_250_000, 'ZAR')).toBe(intlOf('ZAR').format(1_250_000));
});

it('writes a negative that rounds to nothing as 0, where Intl writes -0', () => {
  expect(compactAmount(-0.04, 'USD')).toBe('$0');
});

it('falls back to Intl for a number with no plain decimal form', () => {
  expect(compactAmount(1e21, 'USD')).toBe(intlOf('USD').format(1e21));
});
