import { type SQL, sql } from 'drizzle-orm';
import {
  DISCOVERY_TOTAL_CAP,
  type FundDiscoveryQuery,
  type InvestorDiscoveryQuery,
  type ProviderDiscoveryQuery,
} from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';
import { locationFilterKeys, searchTsQuery, searchWords, tagKey } from './normalize';

/**
 * The discovery query of every family over discovery_profiles (`d`): filters, amounts compared and
 * converted through currency_rates, the order (featured, weight, relevance, name, id) and a total counted
 * up to DISCOVERY_TOTAL_CAP. See README.md for which section field feeds each column.
 *
 * A search runs in two steps. `prepareDiscovery` reads, at request time, what the main query needs as
 * values: the search words widened to their similar dictionary words, and the asked currency's current rate
 * when an amount is filtered. The main query then carries them as parameters, which PostgreSQL plans with
 * (an amount range is one index range over the stored USD amounts with real bounds, so the planner can tell
 * a broad range from a narrow one and choose between walking the order index and a bitmap scan).
 */

/** A validated query of one family (`family` is the profile type; `filters.type` is the type filter). */
export type DiscoveryQuery =
  | { family: 'fund'; filters: FundDiscoveryQuery }
  | { family: 'investor'; filters: InvestorDiscoveryQuery }
  | { family: 'serviceProvider'; filters: ProviderDiscoveryQuery };

/** What prepareDiscovery read: the search's tsquery and, when amounts are filtered, the asked currency's rate (numeric text). */
export interface PreparedDiscovery {
  words: string | null;
  askedRate?: string;
}

export interface DiscoveryHit {
  profileId: string;
  card: Record<string, unknown>;
  signedInCard: Record<string, unknown>;
  verified: boolean;
  featured: boolean;
  /** Converted into the query's currency (funds: target size, providers: average costs). */
  amountConverted: number | null;
  rangeFromConverted: number | null;
  rangeToConverted: number | null;
}

export interface DiscoveryResult {
  hits: DiscoveryHit[];
  total: number;
  totalCapped: boolean;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A rate (units per USD) looked up in SQL: the cards of a page convert their amounts with it. */
const rateOf = (currency: SQL) => sql`(select units_per_usd from currency_rates where code = ${currency})`;

const converted = (value: SQL, currency: SQL, askedCurrency: string) =>
  sql`round(${value} * ${rateOf(sql`${askedCurrency}`)} / ${rateOf(currency)}, 2)::float8`;

/**
 * An amount range asked in `asked` currency against the stored USD amounts (indexer.ts `usdOf`): the bounds go
 * through the same conversion, round(bound / rate, 6), with the rate read at request time; both inclusive.
 * Constants for the planner: one index range with real bounds, estimated from the column's statistics.
 */
function usdBound(column: SQL, op: '>=' | '<=', bound: number, askedRate: string | undefined): SQL {
  if (!askedRate) return sql`false`;
  return sql`${column} ${sql.raw(op)} round(${String(bound)}::numeric / ${askedRate}::numeric, 6)`;
}

function commonConditions({ family, filters: query }: DiscoveryQuery, words: string | null): SQL[] {
  // The family as a literal (a closed set): the per-family partial indexes match it when the query is planned.
  const where: SQL[] = [sql.raw(`d.type = '${family}'`), sql`d.discoverable`];
  if (query.verifiedOnly) where.push(sql`d.verified`);
  if (query.featuredOnly) where.push(sql`d.featured`);
  const tags = [...new Set(query.tags.map(tagKey))];
  if (tags.length > 0) where.push(query.tagInclusive ? sql`d.tags @> ${textArray(tags)}` : sql`d.tags && ${textArray(tags)}`);
  if (query.location.length > 0) {
    const kind = family === 'investor' ? 'geography' : 'place';
    const keys = [...new Set(query.location.flatMap((value) => locationFilterKeys(value, kind)))];
    where.push(sql`d.location_keys && ${textArray(keys)}`);
  }
  if (words) where.push(sql`d.search_vector @@ to_tsquery('simple', ${words})`);
  return where;
}

function familyConditions(query: DiscoveryQuery, askedRate: string | undefined): SQL[] {
  const where: SQL[] = [];
  const anyOf = (column: SQL, values: readonly string[]) => {
    if (values.length > 0) where.push(sql`${column} && ${textArray(values)}`);
  };
  const oneOf = (column: SQL, values: readonly string[]) => {
    if (values.length > 0) where.push(sql`${column} = any(${textArray(values)})`);
  };
  if (query.family === 'fund') {
    const f = query.filters;
    anyOf(sql`d.kinds`, f.type);
    oneOf(sql`d.state`, f.status);
    anyOf(sql`d.stages`, f.stage);
    oneOf(sql`d.maturity`, f.maturity);
    anyOf(sql`d.geographies`, f.geography);
    if (f.fundSizeFrom !== null) where.push(usdBound(sql`d.amount_usd`, '>=', f.fundSizeFrom, askedRate));
    if (f.fundSizeTo !== null) where.push(usdBound(sql`d.amount_usd`, '<=', f.fundSizeTo, askedRate));
    if (f.fundId) where.push(sql`d.profile_id = ${f.fundId}`);
    if (f.serviceProviderId) {
      // The provider lists the fund among its clients, or the fund lists the provider among its deal providers.
      const provider = (column: 'self_keys' | 'related_keys') =>
        sql`(select p.${sql.raw(column)} from discovery_profiles p where p.profile_id = ${f.serviceProviderId}
             and p.type = 'serviceProvider' and p.discoverable)`;
      where.push(sql`(d.self_keys && ${provider('related_keys')} or d.related_keys && ${provider('self_keys')})`);
    }
  } else if (query.family === 'investor') {
    const f = query.filters;
    oneOf(sql`d.state`, f.status);
    anyOf(sql`d.industries`, f.industry);
    anyOf(sql`d.kinds`, f.type);
    // Overlap of [investor from, investor to] with the asked range, each bound inclusive.
    if (f.dealRangeFrom !== null) where.push(usdBound(sql`d.range_to_usd`, '>=', f.dealRangeFrom, askedRate));
    if (f.dealRangeTo !== null) where.push(usdBound(sql`d.range_from_usd`, '<=', f.dealRangeTo, askedRate));
  } else {
    const f = query.filters;
    anyOf(sql`d.kinds`, f.type);
    anyOf(sql`d.geographies`, f.geography);
  }
  return where;
}

/** Similar dictionary words a search word is widened to (pg_trgm similarity, "sequoa" → "sequoia"). */
const TYPO_SIMILARITY = 0.4;
const ALTERNATIVES_PER_WORD = 4;

/**
 * The typos trigrams miss: two neighbouring letters swapped ("impcat": 3 of 11 trigrams shared with "impact") and a
 * letter typed twice or too many ("impactt"). Each word of 4+ letters gives its variants with one such edit, looked
 * up exactly in the dictionary (its primary key): a few dozen strings, no scan.
 */
export function editVariants(word: string): string[] {
  if (word.length < 4) return [];
  const variants = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  for (let i = 0; i < word.length; i++) variants.add(word.slice(0, i) + word.slice(i + 1));
  variants.delete(word);
  return [...variants];
}

/**
 * The tsquery of a search (see `searchTsQuery`), its words widened to the similar words of discovery_words:
 * trigram neighbours first, then dictionary words one swap or one extra letter away (issue 11 item 7: every word of a
 * several-word search tolerates its typo, "helvetia impcat" finds "Helvetia … impact"). Two small indexed lookups,
 * so the main query runs on the tsvector index alone. Null without words.
 */
export async function searchTsQueryFor(db: DbOrTx, search: string): Promise<string | null> {
  const words = searchWords(search);
  if (words.length === 0) return null;
  const rows = await db.execute<{ i: number; word: string }>(sql`
    select (q.i - 1)::int as i, d.word
    from unnest(${textArray(words)}) with ordinality as q(word, i)
    cross join lateral (
      select w.word from discovery_words w
      where w.word % q.word and similarity(w.word, q.word) >= ${TYPO_SIMILARITY}
      order by similarity(w.word, q.word) desc, w.word
      limit ${ALTERNATIVES_PER_WORD}
    ) d`);
  const alternatives = new Map<number, string[]>();
  const add = (index: number, word: string) => {
    const list = alternatives.get(index) ?? [];
    if (!list.includes(word)) alternatives.set(index, [...list, word]);
  };
  for (const row of rows.rows) add(Number(row.i), row.word);

  const variantOf = new Map<string, number[]>();
  words.forEach((word, index) => {
    for (const variant of editVariants(word)) variantOf.set(variant, [...(variantOf.get(variant) ?? []), index]);
  });
  if (variantOf.size > 0) {
    const found = await db.execute<{ word: string }>(
      sql`select w.word from discovery_words w where w.word = any(${textArray([...variantOf.keys()])}) order by w.word`,
    );
    for (const row of found.rows) for (const index of variantOf.get(row.word) ?? []) add(index, row.word);
  }
  return searchTsQuery(words, alternatives);
}

const filtersAmounts = (query: DiscoveryQuery) =>
  (query.family === 'fund' && (query.filters.fundSizeFrom !== null || query.filters.fundSizeTo !== null)) ||
  (query.family === 'investor' && (query.filters.dealRangeFrom !== null || query.filters.dealRangeTo !== null));

/** Reads what the main query needs as values (see the module comment). */
export async function prepareDiscovery(db: DbOrTx, query: DiscoveryQuery): Promise<PreparedDiscovery> {
  const words = await searchTsQueryFor(db, query.filters.search);
  if (!filtersAmounts(query)) return { words };
  const rows = await db.execute<{ rate: string }>(
    sql`select units_per_usd::text as rate from currency_rates where code = ${query.filters.currency}`,
  );
  return { words, askedRate: rows.rows[0]?.rate };
}

/** The WHERE clause of a discovery query. */
export function discoveryWhere(query: DiscoveryQuery, prepared: PreparedDiscovery): SQL {
  return sql.join([...commonConditions(query, prepared.words), ...familyConditions(query, prepared.askedRate)], sql` and `);
}

/**
 * Featured, weight, then relevance when the page is ranked (a search with at most DISCOVERY_TOTAL_CAP
 * matches), then name and id. Unranked, it is the order of discovery_profiles_order_idx, which a broad
 * search walks until the page is full instead of ranking tens of thousands of matches.
 */
function orderBy(words: string | null): SQL {
  if (!words) return sql`d.featured desc nulls last, d.weight desc nulls last, d.sort_name, d.profile_id`;
  // A ranked search sorts all its matches anyway: the casts keep the planner from walking the order index
  // (it would read the whole family, thinking the matches come early) instead of the search and filter indexes.
  const relevance = sql`ts_rank(d.search_vector, to_tsquery('simple', ${words}))`;
  return sql`d.featured::int desc, d.weight::int desc, ${relevance} desc, d.sort_name, d.profile_id`;
}

function convertedColumns({ family, filters: query }: DiscoveryQuery): SQL {
  const none = sql`null::float8`;
  if (family === 'investor') {
    return sql`${none} as amount_converted,
      ${converted(sql`d.range_from_value`, sql`d.range_from_currency`, query.currency)} as range_from_converted,
      ${converted(sql`d.range_to_value`, sql`d.range_to_currency`, query.currency)} as range_to_converted`;
  }
  return sql`${converted(sql`d.amount_value`, sql`d.amount_currency`, query.currency)} as amount_converted,
    ${none} as range_from_converted, ${none} as range_to_converted`;
}

/** The page's SQL; `ranked`: order a search's matches by relevance (see orderBy). Cards are joined for the page's rows only. */
export function discoveryPageSql(query: DiscoveryQuery, prepared: PreparedDiscovery, options: { signedIn: boolean; ranked: boolean }): SQL {
  const words = options.ranked ? prepared.words : null;
  const relevance = words ? sql`ts_rank(d.search_vector, to_tsquery('simple', ${words}))` : sql`0::real`;
  return sql`select p.*, c.card, ${options.signedIn ? sql`c.signed_in_card` : sql`'{}'::jsonb`} as signed_in_card
    from (
      select d.profile_id, d.verified, d.featured, d.weight, d.sort_name, ${relevance} as relevance, ${convertedColumns(query)}
      from discovery_profiles d
      where ${discoveryWhere(query, prepared)}
      order by ${orderBy(words)}
      limit ${query.filters.take} offset ${query.filters.skip}
    ) p
    join discovery_cards c on c.profile_id = p.profile_id
    order by p.featured desc, p.weight desc, p.relevance desc, p.sort_name, p.profile_id`;
}

/** The capped count's SQL: one more than the cap tells "more than the cap". */
export function discoveryCountSql(query: DiscoveryQuery, prepared: PreparedDiscovery): SQL {
  return sql`select count(*)::int as n from (select 1 from discovery_profiles d where ${discoveryWhere(query, prepared)}
    limit ${DISCOVERY_TOTAL_CAP + 1}) x`;
}

interface PageRow extends Record<string, unknown> {
  profile_id: string;
  card: Record<string, unknown>;
  signed_in_card: Record<string, unknown>;
  verified: boolean;
  featured: boolean;
  amount_converted: number | null;
  range_from_converted: number | null;
  range_to_converted: number | null;
}

export async function searchDiscovery(db: DbOrTx, query: DiscoveryQuery, options: { signedIn: boolean }): Promise<DiscoveryResult> {
  const prepared = await prepareDiscovery(db, query);
  let counted: number;
  let page: { rows: PageRow[] };
  if (prepared.words) {
    // A search: its capped count decides whether ranking its matches is affordable.
    counted = Number((await db.execute<{ n: number }>(discoveryCountSql(query, prepared))).rows[0]?.n ?? 0);
    page = await db.execute<PageRow>(discoveryPageSql(query, prepared, { ...options, ranked: counted <= DISCOVERY_TOTAL_CAP }));
  } else {
    const [rows, count] = await Promise.all([
      db.execute<PageRow>(discoveryPageSql(query, prepared, { ...options, ranked: false })),
      db.execute<{ n: number }>(discoveryCountSql(query, prepared)),
    ]);
    page = rows;
    counted = Number(count.rows[0]?.n ?? 0);
  }
  return {
    hits: page.rows.map((row) => ({
      profileId: row.profile_id,
      card: row.card,
      signedInCard: row.signed_in_card,
      verified: row.verified,
      featured: row.featured,
      amountConverted: row.amount_converted,
      rangeFromConverted: row.range_from_converted,
      rangeToConverted: row.range_to_converted,
    })),
    total: Math.min(counted, DISCOVERY_TOTAL_CAP),
    totalCapped: counted > DISCOVERY_TOTAL_CAP,
  };
}
