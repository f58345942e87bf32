import {
  currencyOptions,
  DISCOVERY_DEFAULT_CURRENCY,
  fundMaturityOptions,
  fundraisingStatusOptions,
  geographyOptions,
  investorInvestmentStatusOptions,
  investorTypeOptions,
  sectorOptions,
  serviceProviderTypeOptions,
  stageOptions,
  strategyTypeOptions,
} from '@fundnet/validation-schema';
import {
  amountField,
  choiceField,
  MILLIONS,
  type FilterField,
  flagField,
  idField,
  listField,
  optionsField,
  textField,
} from './filter-fields';

export type DiscoveryKind = 'fund' | 'investor' | 'serviceProvider';
export const discoveryKinds: readonly DiscoveryKind[] = ['fund', 'investor', 'serviceProvider'];

// The stages and investor statuses in words come from the one shared list.
export const investmentStatusOptions = investorInvestmentStatusOptions;
export { stageOptions };

// Each kind's filters, keyed and ordered as the spec's discovery filters (product spec §3), which are
// also the URL's keys: a shared link reads like the API call it makes. skip/take are the paging (url-state.ts).
const search = textField('Search');
const location = listField('Location');
const tags = listField('Tag');
const tagInclusive = flagField('Match all tags');
const currency = choiceField('Currency', currencyOptions, DISCOVERY_DEFAULT_CURRENCY);
const verifiedOnly = flagField('Verified only');
const featuredOnly = flagField('Featured only');

export const filterFields = {
  fund: {
    search,
    type: optionsField('Strategy', strategyTypeOptions),
    location,
    status: optionsField('Fundraising status', fundraisingStatusOptions),
    stage: optionsField('Stage', stageOptions),
    maturity: optionsField('Maturity', fundMaturityOptions),
    geography: optionsField('Geography', geographyOptions),
    tags,
    tagInclusive,
    // Typed in millions: a fund size in units ("50 to 300" meaning dollars) found nothing (issue 11 item 7).
    fundSizeFrom: amountField('Fund size from', MILLIONS),
    fundSizeTo: amountField('Fund size to', MILLIONS),
    currency,
    verifiedOnly,
    featuredOnly,
    serviceProviderId: idField('Served by one service provider'),
    fundId: idField('Related to one fund'),
  },
  investor: {
    search,
    // An investor's location is its regions (the API matches geography values here).
    location: optionsField('Region', geographyOptions),
    status: optionsField('Investment status', investmentStatusOptions),
    industry: optionsField('Industry', sectorOptions),
    type: optionsField('Investor type', investorTypeOptions),
    tags,
    tagInclusive,
    dealRangeFrom: amountField('Deal size from'),
    dealRangeTo: amountField('Deal size to'),
    currency,
    verifiedOnly,
    featuredOnly,
  },
  serviceProvider: {
    search,
    location,
    type: optionsField('Provider type', serviceProviderTypeOptions),
    geography: optionsField('Geography', geographyOptions),
    tags,
    tagInclusive,
    currency,
    verifiedOnly,
    featuredOnly,
  },
} as const satisfies Record<DiscoveryKind, Record<string, FilterField<any>>>;

type FieldValue<F> = F extends FilterField<infer T> ? T : never;
type FiltersOf<Fields> = { -readonly [K in keyof Fields]: FieldValue<Fields[K]> };

export type FundFilters = FiltersOf<(typeof filterFields)['fund']>;
export type InvestorFilters = FiltersOf<(typeof filterFields)['investor']>;
export type ServiceProviderFilters = FiltersOf<(typeof filterFields)['serviceProvider']>;
export interface FiltersByKind {
  fund: FundFilters;
  investor: InvestorFilters;
  serviceProvider: ServiceProviderFilters;
}

/** The [from, to] amount pairs of each kind: a link with from above to is not a range. */
export const amountRanges: Record<DiscoveryKind, readonly (readonly [string, string])[]> = {
  fund: [['fundSizeFrom', 'fundSizeTo']],
  investor: [['dealRangeFrom', 'dealRangeTo']],
  serviceProvider: [],
};

function fieldsOf<K extends DiscoveryKind>(kind: K): Record<string, FilterField<unknown>> {
  return filterFields[kind] as unknown as Record<string, FilterField<unknown>>;
}

export function filterFieldEntries<K extends DiscoveryKind>(kind: K): [keyof FiltersByKind[K] & string, FilterField<unknown>][] {
  return Object.entries(fieldsOf(kind)) as [keyof FiltersByKind[K] & string, FilterField<unknown>][];
}

/** Every filter of `kind` at its empty value. */
export function emptyFilters<K extends DiscoveryKind>(kind: K): FiltersByKind[K] {
  return Object.fromEntries(filterFieldEntries(kind).map(([key, field]) => [key, field.empty])) as FiltersByKind[K];
}
