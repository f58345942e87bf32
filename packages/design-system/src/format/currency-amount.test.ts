import { currencyCodes } from '@fundnet/validation-schema';
import { currencyAmount } from './currency-amount';

// Written without Intl, compared with Intl itself: every currency of the spec's list, values chosen for their rounding
// (half away from zero), their grouping and their sign.
const values = [0, 0.4, 0.5, 1, 1.5, 2.5, 999.5, 1000, 1234.49, 12_345_678.5, 999_999_999.5, 1.5e12, -0.6, -950, -1_250_000.5];

const intlOf = (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });

it.each(currencyCodes)('writes %s amounts as Intl en-US does in whole units', (currency) => {
  const intl = intlOf(currency);
  for (const value of values) expect([value, currencyAmount(value, currency)]).toEqual([value, intl.format(value)]);
});

it('writes a currency outside the list as its code and a no-break space, as Intl does', () => {
  expect(currencyAmount(1_250_000, 'ZAR')).toBe(intlOf('ZAR').format(1_250_000));
});

it('writes a negative that rounds to nothing as $0, where Intl writes -$0', () => {
  expect(currencyAmount(-0.4, 'USD')).toBe('$0');
});

it('falls back to Intl for a number with no plain decimal form', () => {
  expect(currencyAmount(1e21, 'USD')).toBe(intlOf('USD').format(1e21));
});
