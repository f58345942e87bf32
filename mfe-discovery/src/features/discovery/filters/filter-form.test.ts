/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { DiscoveryPlace } from '@fundnet/api-client';
import { emptyFilters } from '../url-state/discovery-filters';
import { filterFormMessages, readFilterForm, toFormValues } from './filter-form';
import { mergeFreeValues } from './free-values-field';
import { placeFilterValue } from './place-field';

const empty = emptyFilters('fund');

it('turns amounts into text for the form and back, accepting thousands separators', () => {
  const values = toFormValues('fund', { ...empty, fundSizeFrom: 1_000_000 });
  expect(values.fundSizeFrom).toBe('1000000');
  expect(values.fundSizeTo).toBe('');
  expect(readFilterForm('fund', { ...values, fundSizeTo: '5,000,000 ' }, empty)).toEqual({
    filters: { ...empty, fundSizeFrom: 1_000_000, fundSizeTo: 5_000_000 },
    valid: true,
  });
});

it('keeps what the URL holds for an amount that is not valid, and applies the rest', () => {
  const current = { ...empty, fundSizeFrom: 2_000_000 };
  const values = { ...toFormValues('fund', current), fundSizeFrom: 'two million', stage: ['Seed'] };
  expect(readFilterForm('fund', values, current)).toEqual({ filters: { ...current, stage: ['Seed'] }, valid: false });
});

it('keeps both bounds of a reversed range as the URL holds them', () => {
  const current = { ...empty, fundSizeFrom: 10, fundSizeTo: 20 };
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
