import { emptyFilters, type FundFilters } from './discovery-filters';
import { LIST_MAX_ITEMS, LIST_VALUE_MAX_LENGTH, SEARCH_MAX_LENGTH } from './filter-fields';
import {
  activeFilterChips,
  countActiveFilters,
  MAX_PAGE,
  pagingToRange,
  parseDiscoveryParams,
  serializeDiscoveryParams,
  toApiFilters,
  withFilters,
  withPage,
  withPageSize,
} from './url-state';

const params = (query: string) => new URLSearchParams(query);
const fundAt = (query: string) => parseDiscoveryParams('fund', params(query));
const fund = (filters: Partial<FundFilters>): FundFilters => ({ ...emptyFilters('fund'), ...filters });

describe('parseDiscoveryParams', () => {
  it('reads an empty query string as no filters, page 1 of 10', () => {
    expect(fundAt('')).toEqual({ filters: emptyFilters('fund'), page: 1, pageSize: 10, rejected: [] });
  });

  it('reads repeated and comma-separated values, in the option list order, without duplicates', () => {
    const state = fundAt('stage=SeriesA&stage=Seed&geography=dach,europe&stage=Seed');
    expect(state.filters.stage).toEqual(['Seed', 'SeriesA']);
    expect(state.filters.geography).toEqual(['europe', 'dach']);
    expect(state.rejected).toEqual([]);
  });

  it('leaves out and reports values that are not in the option list', () => {
    const state = fundAt('stage=Seed&stage=SeriesZ&status=closed,open&maturity=emerging');
    expect(state.filters.stage).toEqual(['Seed']);
    expect(state.filters.status).toEqual(['closed']);
    expect(state.filters.maturity).toEqual([]);
    expect(state.rejected).toEqual([
      { key: 'status', value: 'open' },
      { key: 'stage', value: 'SeriesZ' },
      { key: 'maturity', value: 'emerging' },
    ]);
  });

  it('reads the search text trimmed and keeps at most SEARCH_MAX_LENGTH characters', () => {
    expect(fundAt('search=%20%20north%20wind%20').filters.search).toBe('north wind');
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 5);
    const state = fundAt(`search=${long}`);
    expect(state.filters.search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(state.rejected).toEqual([{ key: 'search', value: 'aaaaa' }]);
  });

  it('splits free-text values at commas, as the API does, and drops blanks and case-insensitive duplicates', () => {
    const state = fundAt('location=Berlin%2C%20Germany&location=%20&location=berlin&tags=Climate&tags=climate,SaaS');
    expect(state.filters.location).toEqual(['Berlin', 'Germany']);
    expect(state.filters.tags).toEqual(['Climate', 'SaaS']);
  });

  it(`leaves out free-text values longer than ${LIST_VALUE_MAX_LENGTH} characters`, () => {
    const long = 'x'.repeat(LIST_VALUE_MAX_LENGTH + 1);
    const state = fundAt(`tags=ok&tags=${long}`);
    expect(state.filters.tags).toEqual(['ok']);
    expect(state.rejected).toEqual([{ key: 'tags', value: long }]);
  });

  it(`keeps at most ${LIST_MAX_ITEMS} tags`, () => {
    const query = Array.from({ length: LIST_MAX_ITEMS + 2 }, (_, index) => `tags=t${index}`).join('&');
    const state = fundAt(query);
    expect(state.filters.tags).toHaveLength(LIST_MAX_ITEMS);
    expect(state.rejected.map((entry) => entry.value)).toEqual([`t${LIST_MAX_ITEMS}`, `t${LIST_MAX_ITEMS + 1}`]);
  });

  it('reads flags as true, 1 or yes; false, 0, no or nothing is off; anything else is reported', () => {
    expect(fundAt('verifiedOnly=true&featuredOnly=1&tagInclusive=YES').filters).toMatchObject({
      verifiedOnly: true,
      featuredOnly: true,
      tagInclusive: true,
    });
    expect(fundAt('verifiedOnly=false&featuredOnly=0').filters).toMatchObject({ verifiedOnly: false, featuredOnly: false });
    const state = fundAt('verifiedOnly=maybe');
    expect(state.filters.verifiedOnly).toBe(false);
    expect(state.rejected).toEqual([{ key: 'verifiedOnly', value: 'maybe' }]);
  });

  it('reads amounts of at least 0 and reports anything else', () => {
    expect(fundAt('fundSizeFrom=1000000&fundSizeTo=2500000.5').filters).toMatchObject({ fundSizeFrom: 1_000_000, fundSizeTo: 2_500_000.5 });
    const state = fundAt('fundSizeFrom=-5&fundSizeTo=1e9');
    expect(state.filters).toMatchObject({ fundSizeFrom: null, fundSizeTo: null });
    expect(state.rejected).toEqual([
      { key: 'fundSizeFrom', value: '-5' },
      { key: 'fundSizeTo', value: '1e9' },
    ]);
  });

  it('refuses a range whose lower bound is above its upper bound', () => {
    const state = fundAt('fundSizeFrom=50&fundSizeTo=10');
    expect(state.filters).toMatchObject({ fundSizeFrom: null, fundSizeTo: null });
    expect(state.rejected).toEqual([
      { key: 'fundSizeFrom', value: '50' },
      { key: 'fundSizeTo', value: '10' },
    ]);
    expect(parseDiscoveryParams('investor', params('dealRangeFrom=9&dealRangeTo=9')).filters).toMatchObject({
      dealRangeFrom: 9,
      dealRangeTo: 9,
    });
  });

  it('reads one currency from the list, US dollars when none is given', () => {
    expect(fundAt('').filters.currency).toBe('USD');
    expect(fundAt('currency=EUR').filters.currency).toBe('EUR');
    expect(fundAt('currency=chf').filters.currency).toBe('CHF');
    const state = fundAt('currency=XYZ');
    expect(state.filters.currency).toBe('USD');
    expect(state.rejected).toEqual([{ key: 'currency', value: 'XYZ' }]);
  });

  it('reads profile ids as UUIDs only', () => {
    const id = '4B8F3F1E-2A4B-4C1D-8E9F-1A2B3C4D5E77';
    expect(fundAt(`serviceProviderId=${id}`).filters.serviceProviderId).toBe(id.toLowerCase());
    expect(fundAt('fundId=42').rejected).toEqual([{ key: 'fundId', value: '42' }]);
  });

  it('reads the page and page size, and reports ones that are out of range', () => {
    expect(fundAt('page=3&pageSize=50')).toMatchObject({ page: 3, pageSize: 50 });
    const state = fundAt('page=0&pageSize=15');
    expect(state).toMatchObject({ page: 1, pageSize: 10 });
    expect(state.rejected).toEqual([
      { key: 'page', value: '0' },
      { key: 'pageSize', value: '15' },
    ]);
    expect(fundAt('page=2.5').page).toBe(1);
    expect(fundAt(`page=${MAX_PAGE + 1}`).page).toBe(1);
    expect(fundAt('page=abc').rejected).toEqual([{ key: 'page', value: 'abc' }]);
  });

  it('reads only the filters of its kind, so each page ignores the others', () => {
    const investor = parseDiscoveryParams(
      'investor',
      params('industry=fintech&type=familyOffice&stage=Seed&status=ActivelyInvesting&location=europe'),
    );
    expect(investor.filters).toMatchObject({
      industry: ['fintech'],
      type: ['familyOffice'],
      status: ['ActivelyInvesting'],
      location: ['europe'],
    });
    expect('stage' in investor.filters).toBe(false);
    const provider = parseDiscoveryParams('serviceProvider', params('type=legal&type=familyOffice&geography=nordics'));
    expect(provider.filters).toMatchObject({ type: ['legal'], geography: ['nordics'] });
    expect(provider.rejected).toEqual([{ key: 'type', value: 'familyOffice' }]);
  });
});

describe('serializeDiscoveryParams', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeDiscoveryParams('fund', { filters: emptyFilters('fund'), page: 1, pageSize: 10 }).toString()).toBe('');
  });

  it('writes the filters in a fixed order, multi-values as repeated keys, then page and page size', () => {
    const query = serializeDiscoveryParams('fund', {
      filters: fund({
        search: '  north ',
        geography: ['dach', 'europe'],
        stage: ['SeriesA', 'Seed'],
        verifiedOnly: true,
        fundSizeFrom: 0,
        currency: 'EUR',
        location: ['Berlin'],
      }),
      page: 2,
      pageSize: 20,
    }).toString();
    expect(query).toBe(
      'search=north&location=Berlin&stage=Seed&stage=SeriesA&geography=europe&geography=dach&fundSizeFrom=0&currency=EUR&verifiedOnly=true&page=2&pageSize=20',
    );
  });

  it('keeps the parameters it does not own, and drops the ones it could not read', () => {
    const base = params('utm_source=mail&stage=SeriesZ&page=0&ref=a&ref=b');
    const parsed = parseDiscoveryParams('fund', base);
    expect(serializeDiscoveryParams('fund', parsed, base).toString()).toBe('utm_source=mail&ref=a&ref=b');
  });

  it('round-trips: what it writes reads back the same, and writing that again gives the same query string', () => {
    const state = {
      filters: fund({
        search: 'climate',
        type: ['fundsVc'],
        status: ['currently-fundraising', 'pre-marketing'],
        maturity: ['Emerging'],
        tags: ['SaaS', 'B2B'],
        tagInclusive: true,
        fundSizeFrom: 10_000_000,
        fundSizeTo: 50_000_000,
        featuredOnly: true,
        serviceProviderId: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e77',
      }),
      page: 4,
      pageSize: 40 as const,
    };
    const written = serializeDiscoveryParams('fund', state);
    const read = parseDiscoveryParams('fund', written);
    expect(read).toEqual({ ...state, rejected: [] });
    expect(serializeDiscoveryParams('fund', read).toString()).toBe(written.toString());
  });
});

describe('toApiFilters', () => {
  it('sends what is set, the page as skip and take, and leaves the defaults to the server', () => {
    expect(toApiFilters('fund', { filters: emptyFilters('fund'), page: 1, pageSize: 10 })).toEqual({ skip: 0, take: 10 });
    expect(
      toApiFilters('fund', {
        filters: fund({ stage: ['Seed'], geography: ['dach'], verifiedOnly: true, currency: 'EUR', fundSizeFrom: 0 }),
        page: 3,
        pageSize: 20,
      }),
    ).toEqual({ stage: ['Seed'], geography: ['dach'], verifiedOnly: true, currency: 'EUR', fundSizeFrom: 0, skip: 40, take: 20 });
  });
});

describe('paging', () => {
  it('turns page and page size into skip and take', () => {
    expect(pagingToRange(1, 10)).toEqual({ skip: 0, take: 10 });
    expect(pagingToRange(3, 20)).toEqual({ skip: 40, take: 20 });
    expect(pagingToRange(0, 50)).toEqual({ skip: 0, take: 50 });
  });

  it('goes back to page 1 when the filters change', () => {
    expect(withFilters({ filters: fund({}), page: 5, pageSize: 20 }, fund({ stage: ['Seed'] }))).toEqual({
      filters: fund({ stage: ['Seed'] }),
      page: 1,
      pageSize: 20,
    });
  });

  it('keeps the first result in view when the page size changes', () => {
    // Page 3 of 10 starts at result 21; with 20 a page that is page 2, with 50 page 1.
    expect(withPageSize({ filters: fund({}), page: 3, pageSize: 10 }, 20)).toMatchObject({ page: 2, pageSize: 20 });
    expect(withPageSize({ filters: fund({}), page: 3, pageSize: 10 }, 50)).toMatchObject({ page: 1, pageSize: 50 });
    expect(withPageSize({ filters: fund({}), page: 2, pageSize: 50 }, 10)).toMatchObject({ page: 6, pageSize: 10 });
  });

  it('keeps page numbers whole and within range', () => {
    expect(withPage({ filters: fund({}), page: 1, pageSize: 10 }, 0).page).toBe(1);
    expect(withPage({ filters: fund({}), page: 1, pageSize: 10 }, 2.7).page).toBe(2);
    expect(withPage({ filters: fund({}), page: 1, pageSize: 10 }, MAX_PAGE + 5).page).toBe(MAX_PAGE);
  });
});

describe('active filters', () => {
  const filters = fund({ stage: ['Seed', 'SeriesA'], geography: ['dach'], verifiedOnly: true, fundSizeFrom: 5_000_000, search: 'north' });

  it('lists one removable chip per value, each removing only its own part', () => {
    const chips = activeFilterChips('fund', filters);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Search: “north”',
      'Stage: Seed',
      'Stage: Series A',
      'Geography: DACH',
      'Fund size from: 5 million',
      'Verified only',
    ]);
    expect(chips[1]!.without).toEqual({ ...filters, stage: ['SeriesA'] });
    expect(chips[5]!.without).toEqual({ ...filters, verifiedOnly: false });
  });

  it('counts each filter that is set once', () => {
    expect(countActiveFilters('fund', filters)).toBe(5);
    expect(countActiveFilters('fund', emptyFilters('fund'))).toBe(0);
  });
});
