import * as v from 'valibot';
import { PAGE_SIZE_OPTIONS } from '../constants';
import * as enums from '../enums';
import * as options from '.';

type AnyOption = { value: string | number; label: string };
const entries: [string, unknown][] = Object.entries(options);
const lists = entries.filter((entry): entry is [string, readonly AnyOption[]] => entry[0].endsWith('Options') && Array.isArray(entry[1]));
const schemas: Record<string, unknown> = { ...enums, ...options };
const schemaFor = (name: string) =>
  (schemas[name.replace(/Options$/, 'Schema')] ?? schemas[name.replace(/Options$/, 'OptionSchema')]) as v.GenericSchema | undefined;

describe('option lists', () => {
  it('are all found', () => {
    expect(lists.length).toBeGreaterThanOrEqual(30);
  });

  it.each(lists)('%s: unique values, labels, and a picklist schema accepting exactly them', (name, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((option) => option.value)).size).toBe(list.length);
    for (const option of list) expect(option.label.trim()).not.toBe('');
    const schema = schemaFor(name);
    expect(schema).toBeDefined();
    for (const option of list) expect(v.is(schema as v.GenericSchema, option.value)).toBe(true);
    expect(v.is(schema as v.GenericSchema, '__unknown__')).toBe(false);
    expect(v.is(schema as v.GenericSchema, 9999)).toBe(false);
  });

  it('page sizes and billing periods follow the spec', () => {
    expect(options.pageSizeOptions.map((o) => o.value)).toEqual([...PAGE_SIZE_OPTIONS]);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 40, 50]);
    expect(options.billingPeriodOptions.map((o) => [o.label, o.value])).toEqual([
      ['Monthly', 1],
      ['Yearly', 12],
    ]);
  });

  it('has 36 timezones from BST to ICT', () => {
    const values = options.timezoneOptions.map((o) => o.value);
    expect(values).toHaveLength(36);
    expect(values[0]).toBe('BST');
    expect(values[values.length - 1]).toBe('ICT');
    for (const option of options.timezoneOptions) expect(option.offset).toMatch(/^[+-]\d{2}:\d{2}$/);
  });

  it('has the 24 strategy types and the 18 pass reasons', () => {
    expect(options.strategyTypeOptions).toHaveLength(24);
    expect(options.passReasonOptions).toHaveLength(18);
    expect(options.passReasonOptions.map((o) => o.value)).toEqual(expect.arrayContaining(['oversubscribed', 'inappropriateFees', 'other']));
  });

  it('has the ISO 3166 countries and ISO 4217 currencies', () => {
    expect(options.countryOptions).toHaveLength(249);
    for (const option of options.countryOptions) expect(option.value).toMatch(/^[A-Z]{2}$/);
    expect(options.countryCodes).toEqual(expect.arrayContaining(['DE', 'US', 'GB', 'CH', 'SG']));
    for (const option of options.currencyOptions) expect(option.value).toMatch(/^[A-Z]{3}$/);
    expect(options.currencyCodes).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'CHF']));
  });

  it('labels every value of the enumerations they describe', () => {
    expect(options.stakeholderTypeOptions.map((o) => o.value)).toEqual([...enums.stakeholderTypes]);
    expect(options.fundraisingStatusOptions.map((o) => o.value)).toEqual([...enums.fundraisingStatuses]);
    expect(options.fundMaturityOptions.map((o) => o.value)).toEqual([...enums.fundMaturities]);
    expect(options.feedbackCategoryOptions.map((o) => o.value)).toEqual([...enums.feedbackCategories]);
    const labelled: Array<[readonly { value: string }[], readonly string[]]> = [
      [options.stageOptions, enums.stages],
      [options.trackRecordInvestmentStatusOptions, enums.trackRecordInvestmentStatuses],
      [options.investmentStatusOptions, enums.investmentStatuses],
      [options.exitStatusOptions, enums.exitStatuses],
      [options.boardSeatOptions, enums.boardSeats],
      [options.roundRoleOptions, enums.roundRoles],
      [options.securityTypeOptions, enums.securityTypes],
      [options.liquidationPreferenceOptions, enums.liquidationPreferences],
      [options.valuationBasisOptions, enums.valuationBases],
      [options.convertibleLoanOutcomeOptions, enums.convertibleLoanOutcomes],
      [options.graduationTypeOptions, enums.graduationTypes],
      [options.investorInvestmentStatusOptions, enums.investorInvestmentStatuses],
    ];
    for (const [list, values] of labelled) expect(list.map((o) => o.value)).toEqual([...values]);
    expect(Object.keys(options.fundraisingDateLabels).sort()).toEqual([...enums.fundraisingStatuses].sort());
  });

  it('rating scale is 1 to 5', () => {
    expect(options.ratingScaleOptions.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('optionLabel and optionValues', () => {
    expect(options.optionLabel(options.eventTypeOptions, 'PoweredByFundnet')).toBe('Powered by Fundnet');
    expect(options.optionLabel(options.sectorOptions, 'nope' as never)).toBeUndefined();
    expect(options.optionValues(options.eventFormatOptions)).toEqual(['Online', 'Offline']);
  });
});

describe('deal size scale', () => {
  it.each([
    [100_000, null],
    [200_000, 'low'],
    [999_999, 'low'],
    [1_000_000, 'medium'],
    [4_999_999, 'medium'],
    [5_000_000, 'high'],
    [50_000_000, 'high'],
  ] as const)('dealSizeOf(%d) is %s', (amount, expected) => {
    expect(options.dealSizeOf(amount)).toBe(expected);
  });
});

describe('fund maturity by generation', () => {
  it.each([
    [1, 'Emerging'],
    [2, 'Developing'],
    [3, 'Developing'],
    [4, 'Established'],
    [9, 'Established'],
  ] as const)('generation %d is %s', (generation, expected) => {
    expect(options.fundMaturityForGeneration(generation)).toBe(expected);
  });
});

describe('notifications per profile type', () => {
  it('offers a subset of the notification options to each profile type', () => {
    const all = options.notificationOptions.map((o) => o.value);
    for (const type of enums.profileTypes) {
      expect(options.notificationOptionsByProfileType[type].length).toBeGreaterThan(0);
      for (const value of options.notificationOptionsByProfileType[type]) expect(all).toContain(value);
    }
  });
});

describe('country lists', () => {
  it('are sorted by name, accents ignored (issue 11 item 7)', () => {
    const labels = options.countryOptions.map((option) => option.label);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(labels).toEqual([...labels].sort(collator.compare));
    expect(labels.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(labels.at(-1)).toBe('Zimbabwe');
  });
});
