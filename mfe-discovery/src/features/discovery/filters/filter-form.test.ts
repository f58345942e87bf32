/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { DiscoveryPlace } from '@fundnet/api-client';
import { emptyFilters } from '../url-state/discovery-filters';
import { filterFormMessages, readFilterForm, toFormValues } from './filter-form';
import { mergeFreeValues } from './free-values-field';
import { placeFilterValue } from './place-field';

const empty = emptyFilters('fund');

it('types fund sizes in millions: the form shows millions, the URL and the API hold the amount', () => {
  const values = toFormValues('fund', { ...empty, fundSizeFrom: 1_000_000 });
  expect(values.fundSizeFrom).toBe('1');
  expect(values.fundSizeTo).toBe('');
  // "50 to 300" means 50 to 300 million (issue 11 item 7: it used to mean dollars and found nothing).
  expect(readFilterForm('fund', { ...values, fundSizeFrom: '50', fundSizeTo: '300' }, empty)).toEqual({
    filters: { ...empty, fundSizeFrom: 50_000_000, fundSizeTo: 300_000_000 },
    valid: true,
  });
  expect(readFilterForm('fund', { ...values, fundSizeFrom: '1.1', fundSizeTo: '1,250 ' }, empty).filters).toMatchObject({
    fundSizeFrom: 1_100_000,
    fundSizeTo: 1_250_000_000,
  });
});

it('types deal sizes in units of the currency, accepting thousands separators', () => {
  const investor = emptyFilters('investor');
  expect(readFilterForm('investor', { ...toFormValues('investor', investor), dealRangeTo: '5,000,000 ' }, investor).filters).toMatchObject({
    dealRangeTo: 5_000_000,
  });
});

it('keeps what the URL holds for an amount that is not valid, and applies the rest', () => {
  const current = { ...empty, fundSizeFrom: 2_000_000 };
  const values = { ...toFormValues('fund', current), fundSizeFrom: 'two million', stage: ['Seed'] };
  expect(readFilterForm('fund', values, current)).toEqual({ filters: { ...current, stage: ['Seed'] }, valid: false });
});

it('keeps both bounds of a reversed range as the URL holds them', () => {
  const current = { ...empty, fundSizeFrom: 10_000_000, fundSizeTo: 20_000_000 };
  const values = { ...toFormValues('fund', current), fundSizeTo: '5', verifiedOnly: true };
  expect(readFilterForm('fund', values, current)).toEqual({ filters: { ...current, verifiedOnly: true }, valid: false });
  expect(filterFormMessages.rangeReversed('Fund size to', 'Fund size from')).toBe('Fund size to must be at least fund size from');
});

it('splits typed values at commas and drops blanks and duplicates', () => {
  expect(mergeFreeValues(['Climate', ' saas , B2B', 'climate', ' '])).toEqual(['Climate', 'saas', 'B2B']);
});

it('asks for a place by the part the API matches, and for a country by its name', () => {
  const place = (value: string, kind: DiscoveryPlace['kind'], label = value): DiscoveryPlace => ({ value, label, kind, profiles: 1 });
  expect(placeFilterValue(place('Berlin, Germany', 'place'))).toBe('Berlin');
  expect(placeFilterValue(place('Luxembourg', 'place'))).toBe('Luxembourg');
  expect(placeFilterValue(place('DE', 'country', 'Germany'))).toBe('Germany');
  expect(placeFilterValue(place('KR', 'country', 'Korea, Republic of'))).toBe('KR');
});
