import { warmLocaleData } from './warm-locale-data';

it('makes and uses a formatter of each service and locale the areas format with, so their first one is cheap', () => {
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  const collators = jest.spyOn(Intl, 'Collator');
  try {
    warmLocaleData();
    expect(numbers.mock.calls.map(([locale]) => locale)).toEqual(['en-US', 'en-GB', 'en']);
    expect(dates.mock.calls.map(([locale]) => locale)).toEqual(['en-GB']);
    expect(collators.mock.calls.map(([locale]) => locale)).toEqual(['en']);
  } finally {
    jest.restoreAllMocks();
  }
});
