/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { fundItem, investorItem, providerItem } from '../testing/discovery-fixtures';
import { cardCompany, cardFacts } from './card-facts';
import { followerCount, formatAmount, formatAmountWithConverted, formatRange, labelsOf, profileLinks } from './format';

it('writes amounts and counts without Intl (its first use is a long task on a phone, issue 33)', () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  const localeString = jest.spyOn(Number.prototype, 'toLocaleString');
  try {
    expect([1e6, 2.5e6, 3e9].map((value) => formatAmount({ value, currency: 'JPY' }))).toEqual(['¥1M', '¥2.5M', '¥3B']);
    expect(formatAmount({ value: 4e6, currency: 'SEK' })).toBe('SEK\u00a04M');
    expect(followerCount(12_400)).toBe('12,400 followers');
    expect(made).not.toHaveBeenCalled();
    expect(localeString).not.toHaveBeenCalled();
  } finally {
    made.mockRestore();
    localeString.mockRestore();
  }
});

it('writes amounts short, with the converted value when the search is in another currency', () => {
  expect(formatAmount({ value: 50_000_000, currency: 'EUR' })).toBe('€50M');
  expect(formatAmount({ value: 1_250_000_000, currency: 'USD' })).toBe('$1.3B');
  expect(formatAmountWithConverted({ value: 50_000_000, currency: 'EUR' }, { value: 54_300_000, currency: 'USD' })).toBe('€50M (≈ $54.3M)');
  expect(formatAmountWithConverted({ value: 50_000_000, currency: 'EUR' }, { value: 50_000_000, currency: 'EUR' })).toBe('€50M');
  expect(formatAmountWithConverted(null, null)).toBeNull();
});

it('writes deal ranges with either bound left out', () => {
  const m = (value: number) => ({ value, currency: 'USD' as const });
  expect(formatRange(m(1e6), m(5e6), m(1e6), m(5e6))).toBe('$1M – $5M');
  expect(formatRange(m(1e6), null, m(1e6), null)).toBe('from $1M');
  expect(formatRange(null, m(5e6), null, m(5e6))).toBe('up to $5M');
  expect(formatRange({ value: 1e6, currency: 'EUR' }, { value: 2e6, currency: 'EUR' }, m(1.1e6), m(2.2e6))).toBe(
    '€1M – €2M (≈ $1.1M – $2.2M)',
  );
  expect(formatRange(null, null, null, null)).toBeNull();
});

it('shows labels of known values, unknown values as they are, and counts what does not fit', () => {
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
  ];
  expect(labelsOf(options, ['a', 'x'])).toBe('Alpha, x');
  expect(labelsOf(options, ['a', 'b', 'a', 'b'], 2)).toBe('Alpha, Beta +2');
  expect(labelsOf(options, [])).toBeNull();
  expect(followerCount(1)).toBe('1 follower');
  expect(followerCount(1200)).toBe('1,200 followers');
});

it('keeps only links that open a web page, website first', () => {
  expect(
    profileLinks({
      linkedinUrl: 'https://www.linkedin.com/company/northwind',
      url: 'https://northwind.example',
      twitterUrl: null,
      facebookUrl: 'javascript:alert(1)',
      dealroomUrl: 'ftp://dealroom.example',
      otherUrl: 'http://other.example',
    }),
  ).toEqual([
    { name: 'Website', href: 'https://northwind.example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/northwind' },
    { name: 'Other', href: 'http://other.example' },
  ]);
  expect(profileLinks(undefined)).toEqual([]);
});

it('lists only the facts a profile gives', () => {
  expect(cardFacts(fundItem({ targetFundSize: null, stageFocus: [], location: null, strategyType: [] })).map((fact) => fact.term)).toEqual([
    'Geography',
    'Status',
    'Maturity',
  ]);
  expect(cardFacts(investorItem({ dealRangeFrom: null, dealRangeTo: null, investorType: null })).map((fact) => fact.term)).toEqual([
    'Status',
    'Regions',
    'Industries',
  ]);
  expect(cardFacts(providerItem({ averageCosts: { value: 15_000, currency: 'EUR' }, averageCostsConverted: null }))).toContainEqual({
    term: 'Average costs',
    detail: '€15K',
  });
});

it('names the company behind a profile only when it differs from the name', () => {
  expect(cardCompany(fundItem())).toBe('Northwind Capital GmbH');
  expect(cardCompany(fundItem({ fundManagementCompany: 'northwind ventures ' }))).toBeNull();
  expect(cardCompany(investorItem())).toBeNull();
});
