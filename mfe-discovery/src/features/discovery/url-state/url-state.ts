import type { FundDiscoveryFilters, InvestorDiscoveryFilters, ProviderDiscoveryFilters } from '@fundnet/api-client';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type PageSize } from '@fundnet/validation-schema';
import { amountRanges, type DiscoveryKind, type FiltersByKind, filterFieldEntries } from './discovery-filters';

/**
 * A discovery page's state as the address bar holds it: the filters of its kind, the page and the
 * page size. It is the only copy of that state, so a link reproduces the page and Back undoes a change.
 *
 * - keys are the spec's filter names; a multi-value filter repeats its key (`stage=Seed&stage=SeriesA`,
 *   `stage=Seed,SeriesA` is read too);
 * - whatever is at its default is left out (no `page=1`, no `pageSize=10`, no `verifiedOnly=false`);
 * - `page` counts from 1 and `pageSize` is one of 10–50; the API gets them as skip/take;
 * - values that cannot be read are left out and listed in `rejected`, so the page can say so;
 * - parameters the page does not own (utm_source, …) are kept as they are.
 */
export interface DiscoveryUrlState<K extends DiscoveryKind = DiscoveryKind> {
  filters: FiltersByKind[K];
  page: number;
  pageSize: PageSize;
}

export interface RejectedParam {
  key: string;
  value: string;
}

export interface ParsedDiscoveryUrl<K extends DiscoveryKind> extends DiscoveryUrlState<K> {
  rejected: RejectedParam[];
}

export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'pageSize';
/** Deep links beyond this are refused: a page number this high is a typo, not a wish. */
export const MAX_PAGE = 10_000;

function parsePage(raw: string | null): { page: number; rejected?: string } {
  if (raw === null || raw.trim() === '') return { page: 1 };
  const page = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? { page } : { page: 1, rejected: raw };
}

function parsePageSize(raw: string | null): { pageSize: PageSize; rejected?: string } {
  if (raw === null || raw.trim() === '') return { pageSize: DEFAULT_PAGE_SIZE };
  const size = Number(raw.trim());
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
    ? { pageSize: size as PageSize }
    : { pageSize: DEFAULT_PAGE_SIZE, rejected: raw };
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}

/** Reads the state of a `kind` discovery page from its query string. */
export function parseDiscoveryParams<K extends DiscoveryKind>(kind: K, params: URLSearchParams): ParsedDiscoveryUrl<K> {
  const rejected: RejectedParam[] = [];
  const filters: Record<string, unknown> = {};
  for (const [key, field] of filterFieldEntries(kind)) {
    const parsed = field.parse(params.getAll(key));
    filters[key] = parsed.value;
    for (const value of parsed.rejected) rejected.push({ key, value });
  }
  for (const [fromKey, toKey] of amountRanges[kind]) {
    const from = filters[fromKey] as number | null;
    const to = filters[toKey] as number | null;
    if (from !== null && to !== null && from > to) {
      rejected.push({ key: fromKey, value: String(from) }, { key: toKey, value: String(to) });
      filters[fromKey] = null;
      filters[toKey] = null;
    }
  }
  const page = parsePage(params.get(PAGE_PARAM));
  if (page.rejected !== undefined) rejected.push({ key: PAGE_PARAM, value: page.rejected });
  const pageSize = parsePageSize(params.get(PAGE_SIZE_PARAM));
  if (pageSize.rejected !== undefined) rejected.push({ key: PAGE_SIZE_PARAM, value: pageSize.rejected });
  return { filters: filters as FiltersByKind[K], page: page.page, pageSize: pageSize.pageSize, rejected };
}

/** The keys a `kind` page owns in the query string. */
export function ownedParams(kind: DiscoveryKind): string[] {
  return [...filterFieldEntries(kind).map(([key]) => key), PAGE_PARAM, PAGE_SIZE_PARAM];
}

/**
 * Writes `state` as a query string: `base`'s own parameters (those the page does not own) first, as
 * they were, then the filters in a fixed order, then the page and page size, each only when not at
 * its default.
 */
export function serializeDiscoveryParams<K extends DiscoveryKind>(
  kind: K,
  state: DiscoveryUrlState<K>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const owned = new Set(ownedParams(kind));
  const next = new URLSearchParams();
  for (const [key, value] of base) if (!owned.has(key)) next.append(key, value);
  const filters = state.filters as Record<string, unknown>;
  for (const [key, field] of filterFieldEntries(kind)) {
    for (const value of field.serialize(filters[key] ?? field.empty)) next.append(key, value);
  }
  if (state.page > 1) next.set(PAGE_PARAM, String(Math.min(Math.floor(state.page), MAX_PAGE)));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set(PAGE_SIZE_PARAM, String(state.pageSize));
  return next;
}

/** The API's paging for a 1-based page. */
export function pagingToRange(page: number, pageSize: PageSize): { skip: number; take: PageSize } {
  return { skip: (Math.max(1, Math.floor(page)) - 1) * pageSize, take: pageSize };
}

/** New filters start again at page 1 (the old page number means nothing for a different list). */
export function withFilters<K extends DiscoveryKind>(state: DiscoveryUrlState<K>, filters: FiltersByKind[K]): DiscoveryUrlState<K> {
  return { ...state, filters, page: 1 };
}

/** A new page size keeps the first result on screen in view: the page is the one that holds it. */
export function withPageSize<K extends DiscoveryKind>(state: DiscoveryUrlState<K>, pageSize: PageSize): DiscoveryUrlState<K> {
  const firstIndex = (state.page - 1) * state.pageSize;
  return { ...state, pageSize, page: Math.floor(firstIndex / pageSize) + 1 };
}

export function withPage<K extends DiscoveryKind>(state: DiscoveryUrlState<K>, page: number): DiscoveryUrlState<K> {
  return { ...state, page: Math.min(Math.max(1, Math.floor(page)), MAX_PAGE) };
}

export interface ActiveFilterChip<K extends DiscoveryKind> {
  key: string;
  label: string;
  /** The filters without this chip's part. */
  without: FiltersByKind[K];
}

/** The active filters as removable chips, in the panel's order. */
export function activeFilterChips<K extends DiscoveryKind>(kind: K, filters: FiltersByKind[K]): ActiveFilterChip<K>[] {
  const values = filters as Record<string, unknown>;
  return filterFieldEntries(kind).flatMap(([key, field]) =>
    field.chips(values[key] ?? field.empty).map((chip, index) => ({
      key: `${key}:${index}`,
      label: chip.label,
      without: { ...filters, [key]: chip.without } as FiltersByKind[K],
    })),
  );
}

/** How many filters are set (each filter counts once, however many values it has). */
export function countActiveFilters<K extends DiscoveryKind>(kind: K, filters: FiltersByKind[K]): number {
  const values = filters as Record<string, unknown>;
  return filterFieldEntries(kind).filter(([key, field]) => field.serialize(values[key] ?? field.empty).length > 0).length;
}

export interface ApiFiltersByKind {
  fund: FundDiscoveryFilters;
  investor: InvestorDiscoveryFilters;
  serviceProvider: ProviderDiscoveryFilters;
}

/**
 * The discovery call's filters for `state`: what the URL holds, with the page as skip/take and the
 * defaults left out (so equal searches share one cache entry whatever their URL looked like).
 */
export function toApiFilters<K extends DiscoveryKind>(kind: K, state: DiscoveryUrlState<K>): ApiFiltersByKind[K] {
  const values = state.filters as Record<string, unknown>;
  const filters: Record<string, unknown> = {};
  for (const [key, field] of filterFieldEntries(kind)) {
    const value = values[key] ?? field.empty;
    if (field.serialize(value).length > 0) filters[key] = value;
  }
  return { ...filters, ...pagingToRange(state.page, state.pageSize) } as ApiFiltersByKind[K];
}
