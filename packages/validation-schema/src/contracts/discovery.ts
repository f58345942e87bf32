import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { stages } from '../enums/graduation';
import { fundMaturities, fundraisingStatuses, investorInvestmentStatuses, profileTypeSchema, profileTypes } from '../enums/profiles';
import { messages } from '../messages';
import { type CurrencyCode, currencyCodes, currencySchema } from '../options/currencies';
import { geographyOptions } from '../options/geographies';
import { investorTypeOptions } from '../options/investor-types';
import { optionValues } from '../options/option';
import { sectorOptions } from '../options/sectors';
import { serviceProviderTypeOptions } from '../options/service-provider-types';
import { strategyTypeOptions } from '../options/strategy-types';
import { formObject } from '../rules/object';
import { UUID_PATTERN } from '../rules/strings';
import { providerStatuses } from './service-provider';

/**
 * Contract of discovery (product §3 "Discovery filters", §7 "fund-info: discovery, discovery-public,
 * getPlaces"; investor-info and service-provider are parallel): searching the published, discoverable
 * profiles of one family, publicly or signed in, plus the administration calls that steer it (discovery
 * weight, currency rates) and the live figures of the home pages.
 *
 * Calls (all under /api):
 *
 * | call                                                    | who                 | what                                             |
 * | ------------------------------------------------------- | ------------------- | ------------------------------------------------ |
 * | GET fund-info/discovery-public, investor-info/…, service-provider/… | anyone  | public cards                                     |
 * | GET fund-info/discovery, investor-info/…, service-provider/…        | signed in | public cards + signed-in fields (+ following/favourite with meta-profile headers) |
 * | GET fund-info/getPlaces?search=, investor-info/…, service-provider/… | anyone   | location suggestions                             |
 * | GET discovery/stats (not in spec)                       | anyone              | counts for the home pages                        |
 * | PATCH administration/discovery-weight/{type}/{id}       | administrators      | body { weight }                                  |
 * | GET administration/currency-rates (not in spec)         | anyone              | the rates amounts are compared with              |
 * | PUT administration/currency-rates/{code} (not in spec)  | administrators      | body { unitsPerUsd }                             |
 *
 * WHO APPEARS: profiles whose status is published (not deleted), whose published copy exists. An investor
 * appears only while the published your-details has visibleInInvestorDiscovery true and the working copy
 * has not switched it off (the rule of GET investor-info/public/{slug}); never in either variant otherwise.
 *
 * WHAT A CARD SHOWS: published data only. A field the owner hid (hidden-fields) is absent from the card
 * (null / empty) AND is not used by any filter or by the text search (a filter must not reveal a hidden
 * value). Sections behind the NDA (require-nda) are treated the same way, for every caller: an NDA unlock
 * belongs to one viewer profile, the index is shared. The admin section's internal note never appears.
 *
 * FILTERS (every multi-value parameter accepts repeated keys, `?stage=Seed&stage=SeriesA`, and
 * comma-separated values, `?stage=Seed,SeriesA`, or both; values are deduplicated; a value containing a
 * comma cannot be asked for). Within one parameter the values are alternatives (any of them); different
 * parameters must all hold. Ranges are inclusive at both bounds.
 *
 * Funds (fund-info/discovery):
 * | param                      | reads                                                                                  |
 * | -------------------------- | -------------------------------------------------------------------------------------- |
 * | type                       | fund-details.strategyType (the 24 strategy types; fundOverviewType is free text)       |
 * | location                   | fund-details.fundHeadquarter (see LOCATION)                                            |
 * | status                     | fundraising-status.fundraisingStatus                                                   |
 * | stage                      | fund-details.stageFocus (overlap)                                                      |
 * | maturity                   | fund-details.fundMaturity                                                              |
 * | geography                  | target-portfolio-geography.geographies (overlap)                                       |
 * | tags                       | fund-details.keywords and fund-details.sectorFocus (sector value or label)             |
 * | fundSizeFrom, fundSizeTo   | fund-details.targetFundSize, converted (see CURRENCY); a fund without one never matches a size filter |
 * | serviceProviderId          | funds linked to that provider: the provider lists the fund among its clients (additional-data.clients, by website domain or name), or the fund lists the provider among its deal providers (additional-data.dealProviders, by urlOfProvider domain or nameOfProvider) |
 * | fundId                     | that one fund only (a single card, same visibility rules; empty when not discoverable)  |
 *
 * Investors (investor-info/discovery):
 * | location                   | overview.geographies (investors have no headquarters field: their regions stand for it) |
 * | status                     | investment-status.investmentStatus                                                     |
 * | industry                   | overview.sectorFocus (overlap)                                                         |
 * | type                       | your-details.investorType                                                              |
 * | tags                       | overview.keywords                                                                      |
 * | dealRangeFrom, dealRangeTo | investor-details.dealRangeFrom / dealRangeTo: the investor's range must OVERLAP the asked range (investor from ≤ asked to, investor to ≥ asked from); either bound may be left out |
 *
 * Service providers (service-provider/discovery):
 * | location                   | your-details.headquarterLocation (see LOCATION)                                        |
 * | type                       | your-details.type                                                                      |
 * | geography                  | service-provider-details.geographies (overlap)                                         |
 * | tags                       | overview.keywords and overview.mainOfferings                                           |
 *
 * All families: `tagInclusive=true` needs EVERY tag asked for; false (default) needs ANY of them. Tags
 * compare case-insensitively, trimmed. `verifiedOnly` (true/false, 1/0) reads the admin section,
 * `featuredOnly` the card's `featured` (FEATURED below). `search` (≤ 200 characters, the first 8 words) is
 * full text with typo tolerance over the name, headline, company, location, keywords and the family's
 * descriptive fields (accents and case folded):
 * every word must match (PostgreSQL full text, 'simple' configuration), the last one also as a prefix
 * ("sequ" finds "Sequoia"), and each word also as any of the up to 4 indexed words most similar to it
 * (pg_trgm similarity ≥ 0.4: "sequoa" finds "Sequoia", "partnrs" finds "Partners").
 *
 * LOCATION: the value is a place text as given by getPlaces (matched case-insensitively against the whole
 * location and each comma-separated part of it) or an ISO 3166 country code / country name (matched
 * against the country the location names, when it names one: "Berlin, Germany" matches `Berlin`,
 * `Germany` and `DE`). For investors the values are geography values (`europe`) or labels (`Europe`).
 *
 * CURRENCY: `currency` (default USD) is the unit of the amounts asked for (fundSizeFrom/To,
 * dealRangeFrom/To) and of the `…Converted` amounts on the cards (providers: averageCosts). Profile
 * amounts keep their own currency (cards show them as entered). Both sides are compared in USD through the
 * `currency_rates` table (units of the currency per 1 USD): the index stores each amount as
 * round(value / rate, 6), an asked bound is converted the same way with the rate read at request time, and
 * an administrator's rate update rewrites the stored amounts of that currency in its own transaction, so
 * the next search compares with the new rate. A bound equal to an amount in the same currency matches.
 *
 * FEATURED: an administrator featured the profile (admin section), or its current plan includes
 * featuredInDiscovery (membership plans) while the feature flag featuredInDiscovery is on.
 *
 * ORDER: featured first, then the administrators' discovery weight (higher first, default 0), then the
 * relevance to `search` (words in the name rank above words elsewhere), then the name (case-insensitive)
 * and the id (stable paging). Relevance orders a search with at most DISCOVERY_TOTAL_CAP matches; a
 * broader search (totalCapped, e.g. a word most profiles use) lists its matches in the order without a
 * search, because ranking tens of thousands of matches would cost more than it tells.
 *
 * PAGING: `skip` (≥ 0, default 0) and `take` (one of the page sizes 10, 20, 30, 40, 50; default 10). The
 * reply's `total` counts the matches up to DISCOVERY_TOTAL_CAP; beyond that `total` is the cap and
 * `totalCapped` is true (show "1000+"): exact counts of broad searches are the main cost at scale.
 *
 * SIGNED IN (GET <family>/discovery, a bearer token required): the public card plus `links` (the
 * profile's website and social links; investors: their LinkedIn profile, only when allowInvestorContact
 * is on) – contact routes are for members of the platform, not for scrapers. With the meta-profile
 * headers (a profile of the caller; 403 otherwise) each card also carries `following` and `favourite`
 * for that profile. Both variants carry `followerCount`.
 */

export const DISCOVERY_TOTAL_CAP = 1000;
export const DISCOVERY_SEARCH_MAX_LENGTH = 200;
/** Bounds of an administrator's discovery weight (our choice). */
export const DISCOVERY_WEIGHT_MIN = -1000;
export const DISCOVERY_WEIGHT_MAX = 1000;
/** How many suggestions getPlaces answers at most. */
export const DISCOVERY_PLACES_LIMIT = 20;
/** The currency amounts are compared in when none is asked for. */
export const DISCOVERY_DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const discoveryMessages = {
  invalidType: 'Select a valid type', // not in spec
  invalidLocation: 'Enter a valid location', // not in spec
  invalidStatus: 'Select a valid status', // not in spec
  invalidStage: messages.invalidStage,
  invalidMaturity: messages.invalidFundMaturity,
  invalidGeography: messages.invalidGeography,
  invalidIndustry: messages.invalidSector,
  invalidTag: 'Tags can be at most 100 characters each, 20 at most', // not in spec
  invalidBoolean: 'Enter true or false', // not in spec
  invalidAmount: 'Enter an amount of at least 0', // not in spec
  fundSizeOrder: 'Fund size to cannot be lower than fund size from', // not in spec
  dealRangeOrder: messages.dealRangeOrder,
  invalidCurrency: messages.invalidCurrency,
  searchTooLong: `Search can be at most ${DISCOVERY_SEARCH_MAX_LENGTH} characters`, // not in spec
  invalidSkip: 'Skip must be a whole number of at least 0', // not in spec
  invalidTake: messages.invalidPageSize,
  invalidProfileId: 'Enter a valid profile id', // not in spec
  invalidProfileType: messages.invalidProfileType,
  weightRequired: 'Weight is required', // not in spec
  invalidWeight: `Weight must be a whole number from ${DISCOVERY_WEIGHT_MIN} to ${DISCOVERY_WEIGHT_MAX}`, // not in spec
  rateRequired: 'Rate is required', // not in spec
  invalidRate: 'Rate must be a number greater than 0', // not in spec
  baseCurrencyFixed: 'USD is the base currency: its rate is always 1', // not in spec
  profileNotFound: 'This profile does not exist.', // not in spec
} as const;

// ------------------------------------------------------------------------------------------ query building blocks

const MAX_LIST_VALUES = 20;
const MAX_TEXT_VALUE = 100;

/**
 * A multi-value query parameter: absent, one string or repeated strings, each possibly comma-separated;
 * trimmed, blanks dropped, deduplicated. Every value must pass `accept`, else `message` (keyed by the
 * parameter, not by the position).
 */
export function queryList<T extends string = string>(accept: (value: string) => boolean, message: string) {
  return v.pipe(
    v.optional(v.union([v.string(message), v.array(v.string(message), message)], message), ''),
    v.transform((raw): string[] => {
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((item) => item.split(','));
      return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
    }),
    v.check((values) => values.length <= MAX_LIST_VALUES && values.every(accept), message),
    v.transform((values) => values as T[]),
  );
}

/** A multi-value parameter whose values come from a closed list. */
export function queryPicklist<const T extends string>(allowed: readonly T[], message: string) {
  const known = new Set<string>(allowed);
  return queryList<T>((value) => known.has(value), message);
}

/** A multi-value parameter of free texts (tags, places) of at most 100 characters each. */
export function queryTexts(message: string) {
  return queryList((value) => value.length <= MAX_TEXT_VALUE, message);
}

/** true / false / 1 / 0 in a query string; absent = false. */
export function queryBoolean(message: string) {
  return v.pipe(
    v.optional(v.string(message), 'false'),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0'], message),
    v.transform((value) => value === 'true' || value === '1'),
  );
}

/** An optional non-negative amount in a query string ('2500000' → 2500000); absent or blank = null. */
export function queryAmount(message: string) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.check((value) => value === '' || /^\d+(?:\.\d+)?$/.test(value), message),
    v.transform((value) => (value === '' ? null : Number(value))),
    v.check((value) => value === null || Number.isFinite(value), message),
  );
}

/** A whole number in a query string with a default. */
function queryWhole(fallback: number, message: string) {
  return v.pipe(
    v.optional(v.string(message), String(fallback)),
    v.trim(),
    v.regex(/^\d{1,9}$/, message),
    v.transform((value) => Number(value)),
  );
}

function queryProfileId() {
  return v.pipe(
    v.optional(v.string(discoveryMessages.invalidProfileId), ''),
    v.trim(),
    v.check((value) => value === '' || UUID_PATTERN.test(value), discoveryMessages.invalidProfileId),
    v.transform((value) => (value === '' ? null : value.toLowerCase())),
  );
}

/** The parameters every family's discovery shares. */
const commonEntries = {
  tags: queryTexts(discoveryMessages.invalidTag),
  tagInclusive: queryBoolean(discoveryMessages.invalidBoolean),
  currency: v.pipe(
    v.optional(v.string(discoveryMessages.invalidCurrency), DISCOVERY_DEFAULT_CURRENCY),
    v.trim(),
    v.toUpperCase(),
    currencySchema,
  ),
  search: v.pipe(
    v.optional(v.string(discoveryMessages.searchTooLong), ''),
    v.trim(),
    v.maxLength(DISCOVERY_SEARCH_MAX_LENGTH, discoveryMessages.searchTooLong),
  ),
  skip: queryWhole(0, discoveryMessages.invalidSkip),
  take: v.pipe(
    v.optional(v.string(discoveryMessages.invalidTake), String(DEFAULT_PAGE_SIZE)),
    v.trim(),
    v.transform((value) => Number(value)),
    v.picklist(PAGE_SIZE_OPTIONS, discoveryMessages.invalidTake),
  ),
  verifiedOnly: queryBoolean(discoveryMessages.invalidBoolean),
  featuredOnly: queryBoolean(discoveryMessages.invalidBoolean),
};

/** `to` must not be below `from` when both are given. */
const ordered = (from: number | null, to: number | null) => from === null || to === null || to >= from;

// ------------------------------------------------------------------------------------------ queries

/** GET fund-info/discovery(-public): see the table above. */
export const fundDiscoveryQuery = v.pipe(
  v.object({
    type: queryPicklist(optionValues(strategyTypeOptions), discoveryMessages.invalidType),
    location: queryTexts(discoveryMessages.invalidLocation),
    status: queryPicklist(fundraisingStatuses, discoveryMessages.invalidStatus),
    stage: queryPicklist(stages, discoveryMessages.invalidStage),
    maturity: queryPicklist(fundMaturities, discoveryMessages.invalidMaturity),
    geography: queryPicklist(optionValues(geographyOptions), discoveryMessages.invalidGeography),
    fundSizeFrom: queryAmount(discoveryMessages.invalidAmount),
    fundSizeTo: queryAmount(discoveryMessages.invalidAmount),
    serviceProviderId: queryProfileId(),
    fundId: queryProfileId(),
    ...commonEntries,
  }),
  v.forward(
    v.partialCheck([['fundSizeFrom'], ['fundSizeTo']], (q) => ordered(q.fundSizeFrom, q.fundSizeTo), discoveryMessages.fundSizeOrder),
    ['fundSizeTo'],
  ),
);
export type FundDiscoveryQueryInput = v.InferInput<typeof fundDiscoveryQuery>;
export type FundDiscoveryQuery = v.InferOutput<typeof fundDiscoveryQuery>;

/** GET investor-info/discovery(-public). */
export const investorDiscoveryQuery = v.pipe(
  v.object({
    location: queryTexts(discoveryMessages.invalidLocation),
    status: queryPicklist(investorInvestmentStatuses, discoveryMessages.invalidStatus),
    industry: queryPicklist(optionValues(sectorOptions), discoveryMessages.invalidIndustry),
    type: queryPicklist(optionValues(investorTypeOptions), discoveryMessages.invalidType),
    dealRangeFrom: queryAmount(discoveryMessages.invalidAmount),
    dealRangeTo: queryAmount(discoveryMessages.invalidAmount),
    ...commonEntries,
  }),
  v.forward(
    v.partialCheck([['dealRangeFrom'], ['dealRangeTo']], (q) => ordered(q.dealRangeFrom, q.dealRangeTo), discoveryMessages.dealRangeOrder),
    ['dealRangeTo'],
  ),
);
export type InvestorDiscoveryQueryInput = v.InferInput<typeof investorDiscoveryQuery>;
export type InvestorDiscoveryQuery = v.InferOutput<typeof investorDiscoveryQuery>;

/** GET service-provider/discovery(-public). */
export const providerDiscoveryQuery = v.object({
  location: queryTexts(discoveryMessages.invalidLocation),
  type: queryPicklist(optionValues(serviceProviderTypeOptions), discoveryMessages.invalidType),
  geography: queryPicklist(optionValues(geographyOptions), discoveryMessages.invalidGeography),
  ...commonEntries,
});
export type ProviderDiscoveryQueryInput = v.InferInput<typeof providerDiscoveryQuery>;
export type ProviderDiscoveryQuery = v.InferOutput<typeof providerDiscoveryQuery>;

/**
 * The filters as a client builds them (typed values; the client writes them as query parameters, lists
 * as repeated keys). Every field is optional; the server applies the defaults.
 */
export type FundDiscoveryFilters = Partial<FundDiscoveryQuery>;
export type InvestorDiscoveryFilters = Partial<InvestorDiscoveryQuery>;
export type ProviderDiscoveryFilters = Partial<ProviderDiscoveryQuery>;

/** GET <family>/getPlaces?search= (search optional, ≤ 100 characters). */
export const discoveryPlacesQuery = v.object({
  search: v.pipe(
    v.optional(v.string(discoveryMessages.invalidLocation), ''),
    v.trim(),
    v.maxLength(MAX_TEXT_VALUE, discoveryMessages.invalidLocation),
  ),
});
export type DiscoveryPlacesQuery = v.InferInput<typeof discoveryPlacesQuery>;

// ------------------------------------------------------------------------------------------ replies

const uuid = v.pipe(v.string(), v.uuid());
const amountSchema = v.object({ value: v.number(), currency: v.picklist(currencyCodes) });
export type DiscoveryAmount = v.InferOutput<typeof amountSchema>;

/** The profile's links as the signed-in variant shows them (null fields left out by the owner). */
export const discoveryLinksSchema = v.record(v.string(), v.nullable(v.string()));

/** What every card has. */
const cardEntries = {
  id: uuid,
  slug: v.string(),
  name: v.string(),
  logo: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  /** The location as the profile gives it (funds: headquarters, providers: headquarterLocation; investors: null). */
  location: v.nullable(v.string()),
  /** ISO 3166 code of the country the location names, when it names one. */
  country: v.nullable(v.string()),
  verified: v.boolean(),
  featured: v.boolean(),
  /** The keywords as entered. */
  tags: v.array(v.string()),
  followerCount: v.number(),
  /** Signed-in variant only: website and social links. */
  links: v.optional(discoveryLinksSchema),
  /** Signed-in variant with meta-profile headers only: the caller's profile follows / favourited this one. */
  following: v.optional(v.boolean()),
  favourite: v.optional(v.boolean()),
};

export const fundDiscoveryItemSchema = v.object({
  ...cardEntries,
  type: v.literal('fund'),
  fundManagementCompany: v.nullable(v.string()),
  strategyType: v.array(v.string()),
  stageFocus: v.array(v.string()),
  sectorFocus: v.array(v.string()),
  fundMaturity: v.nullable(v.picklist(fundMaturities)),
  fundraisingStatus: v.nullable(v.picklist(fundraisingStatuses)),
  geographies: v.array(v.string()),
  vintageYear: v.nullable(v.number()),
  targetFundSize: v.nullable(amountSchema),
  /** targetFundSize in the query's currency (rounded to cents). */
  targetFundSizeConverted: v.nullable(amountSchema),
});
export type FundDiscoveryItem = v.InferOutput<typeof fundDiscoveryItemSchema>;

export const investorDiscoveryItemSchema = v.object({
  ...cardEntries,
  type: v.literal('investor'),
  investmentEntity: v.nullable(v.string()),
  investorType: v.nullable(v.picklist(optionValues(investorTypeOptions))),
  investmentStatus: v.nullable(v.picklist(investorInvestmentStatuses)),
  sectorFocus: v.array(v.string()),
  geographies: v.array(v.string()),
  dealRangeFrom: v.nullable(amountSchema),
  dealRangeTo: v.nullable(amountSchema),
  dealRangeFromConverted: v.nullable(amountSchema),
  dealRangeToConverted: v.nullable(amountSchema),
});
export type InvestorDiscoveryItem = v.InferOutput<typeof investorDiscoveryItemSchema>;

export const providerDiscoveryItemSchema = v.object({
  ...cardEntries,
  type: v.literal('serviceProvider'),
  companyName: v.nullable(v.string()),
  providerType: v.nullable(v.picklist(optionValues(serviceProviderTypeOptions))),
  providerStatus: v.nullable(v.picklist(providerStatuses)),
  geographies: v.array(v.string()),
  mainOfferings: v.array(v.string()),
  averageCosts: v.nullable(amountSchema),
  averageCostsConverted: v.nullable(amountSchema),
});
export type ProviderDiscoveryItem = v.InferOutput<typeof providerDiscoveryItemSchema>;

export type DiscoveryItem = FundDiscoveryItem | InvestorDiscoveryItem | ProviderDiscoveryItem;

function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({
    items: v.array(item),
    /** Matches counted up to DISCOVERY_TOTAL_CAP. */
    total: v.number(),
    /** True when there are more matches than `total` says (show "1000+"). */
    totalCapped: v.boolean(),
    skip: v.number(),
    take: v.number(),
    /** The currency of the …Converted amounts. */
    currency: v.picklist(currencyCodes),
  });
}

export const fundDiscoveryReply = pageOf(fundDiscoveryItemSchema);
export type FundDiscoveryPage = v.InferOutput<typeof fundDiscoveryReply>;
export const investorDiscoveryReply = pageOf(investorDiscoveryItemSchema);
export type InvestorDiscoveryPage = v.InferOutput<typeof investorDiscoveryReply>;
export const providerDiscoveryReply = pageOf(providerDiscoveryItemSchema);
export type ProviderDiscoveryPage = v.InferOutput<typeof providerDiscoveryReply>;

/**
 * GET <family>/getPlaces: suggestions for the location filter, best first (at most 20). `value` is what
 * to send as `location`.
 * - kind 'place': a location text of discoverable profiles of the family (funds: headquarters,
 *   providers: headquarterLocation), distinct case-insensitively, with how many profiles give it;
 * - kind 'country': an entry of the country option list (value = ISO code), with how many discoverable
 *   profiles are located there (0 included: the list is the complete option list, filtered by search);
 * - kind 'geography' (investors, whose location is their geographies): a geography option, with its count.
 * The search matches the start of any word of the label (or the code), case- and accent-insensitively;
 * places and countries with profiles come first, then by count, then alphabetically.
 */
export const discoveryPlaceSchema = v.object({
  value: v.string(),
  label: v.string(),
  kind: v.picklist(['place', 'country', 'geography']),
  profiles: v.number(),
});
export type DiscoveryPlace = v.InferOutput<typeof discoveryPlaceSchema>;
export const discoveryPlacesReply = v.object({ items: v.array(discoveryPlaceSchema) });
export type DiscoveryPlacesReply = v.InferOutput<typeof discoveryPlacesReply>;

/** GET discovery/stats (not in spec): live figures of the home pages, over discoverable profiles. */
export const discoveryStatsReply = v.object({
  funds: v.number(),
  investors: v.number(),
  serviceProviders: v.number(),
  /** Sum of the discoverable funds' visible target fund sizes, converted at the current rates, rounded to whole USD. */
  totalTargetFundSizeUsd: v.number(),
  /** Distinct countries of discoverable funds and providers (from their locations). */
  countries: v.number(),
});
export type DiscoveryStats = v.InferOutput<typeof discoveryStatsReply>;

// ------------------------------------------------------------------------------------------ administration

/** PATCH administration/discovery-weight/{type}/{id}: type is a profile type (fund, investor, serviceProvider). */
export const discoveryWeightParams = v.object({
  type: profileTypeSchema,
  id: v.pipe(v.string(discoveryMessages.invalidProfileId), v.regex(UUID_PATTERN, discoveryMessages.invalidProfileId)),
});
export type DiscoveryWeightParams = v.InferOutput<typeof discoveryWeightParams>;

export const discoveryWeightBody = formObject({
  weight: v.pipe(
    v.number(discoveryMessages.weightRequired),
    v.integer(discoveryMessages.invalidWeight),
    v.minValue(DISCOVERY_WEIGHT_MIN, discoveryMessages.invalidWeight),
    v.maxValue(DISCOVERY_WEIGHT_MAX, discoveryMessages.invalidWeight),
  ),
});
export type DiscoveryWeightInput = v.InferInput<typeof discoveryWeightBody>;

export const discoveryWeightReply = v.object({
  profileId: uuid,
  type: v.picklist(profileTypes),
  weight: v.number(),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type DiscoveryWeight = v.InferOutput<typeof discoveryWeightReply>;

/** A currency rate: how many units of the currency one US dollar buys. */
export const currencyRateSchema = v.object({
  code: v.picklist(currencyCodes),
  label: v.string(),
  unitsPerUsd: v.number(),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type CurrencyRate = v.InferOutput<typeof currencyRateSchema>;

/** GET administration/currency-rates (not in spec): every currency of the option list. */
export const currencyRatesReply = v.object({ base: v.literal('USD'), items: v.array(currencyRateSchema) });
export type CurrencyRates = v.InferOutput<typeof currencyRatesReply>;

/** PUT administration/currency-rates/{code} (not in spec). */
export const currencyRateParams = v.object({
  code: v.pipe(v.string(discoveryMessages.invalidCurrency), v.toUpperCase(), currencySchema),
});
export const currencyRateBody = formObject({
  unitsPerUsd: v.pipe(
    v.number(discoveryMessages.rateRequired),
    v.check((value) => Number.isFinite(value) && value > 0 && value < 1e9, discoveryMessages.invalidRate),
    // What the check holds, for the OpenAPI document (OpenAPI 3.0: boolean exclusive bounds).
    v.metadata<number, Record<string, unknown>>({ minimum: 0, exclusiveMinimum: true, maximum: 1e9, exclusiveMaximum: true }),
  ),
});
export type CurrencyRateInput = v.InferInput<typeof currencyRateBody>;
