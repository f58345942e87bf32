import { type SQL, sql } from 'drizzle-orm';
import {
  currencyCodes,
  DISCOVERY_TOTAL_CAP,
  type FundDiscoveryQuery,
  type InvestorDiscoveryQuery,
  type ProviderDiscoveryQuery,
} from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles/service';
import { locationFilterKeys, searchTsQuery, searchWords, tagKey } from './normalize';

/**
 * The discovery query of every family over discovery_profiles (`d`): filters, amounts converted through
 * currency_rates inside SQL, the order (featured, weight, relevance, name, id) and a total counted up to
 * DISCOVERY_TOTAL_CAP. See README.md for which section field feeds each column.
 */

/** A validated query of one family (`family` is the profile type; `filters.type` is the type filter). */
export type DiscoveryQuery =
  | { family: 'fund'; filters: FundDiscoveryQuery }
  | { family: 'investor'; filters: InvestorDiscoveryQuery }
  | { family: 'serviceProvider'; filters: ProviderDiscoveryQuery };

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

/** The query's currency rate (units per USD) as a scalar subquery. */
const queryRate = (currency: string) => sql`(select units_per_usd from currency_rates where code = ${currency})`;
/** The rate of a profile amount's currency. */
const rateOf = (column: SQL) => sql`(select units_per_usd from currency_rates where code = ${column})`;

/**
 * Profile amounts (each in its own currency) within [from, to] of the asked currency, both bounds inclusive.
 * One arm per currency, `currency = c and value between from × rate(c) / rate(asked) and …`, so each arm is
 * a range scan of an index on (type, currency, value); the index bounds are widened by 1e-12 against
 * rounding and the exact test follows, without division: value × rate(asked) ≥ from × rate(value's currency).
 */
function amountWithin(family: string, value: SQL, currency: SQL, from: number | null, to: number | null, asked: string): SQL {
  const arms = currencyCodes.map((code) => {
    const factor = sql`${rateOf(sql`${code}`)} / ${queryRate(asked)}`;
    const bounds = [sql`d.type = ${family}`, sql`${currency} = ${code}`];
    if (from !== null) bounds.push(sql`${value} >= ${String(from)}::numeric * ${factor} * (1 - 1e-12)`);
    if (to !== null) bounds.push(sql`${value} <= ${String(to)}::numeric * ${factor} * (1 + 1e-12)`);
    return sql`(${sql.join(bounds, sql` and `)})`;
  });
  const exact: SQL[] = [];
  if (from !== null) exact.push(sql`${value} * ${queryRate(asked)} >= ${String(from)}::numeric * ${rateOf(currency)}`);
  if (to !== null) exact.push(sql`${value} * ${queryRate(asked)} <= ${String(to)}::numeric * ${rateOf(currency)}`);
  return sql`(${sql.join(arms, sql` or `)}) and ${sql.join(exact, sql` and `)}`;
}

const converted = (value: SQL, currency: SQL, askedCurrency: string) =>
  sql`round(${value} * ${queryRate(askedCurrency)} / ${rateOf(currency)}, 2)::float8`;

function commonConditions({ family, filters: query }: DiscoveryQuery, words: string | null): SQL[] {
  const where: SQL[] = [sql`d.type = ${family}`, sql`d.discoverable`];
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

function familyConditions(query: DiscoveryQuery): SQL[] {
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
    if (f.fundSizeFrom !== null || f.fundSizeTo !== null) {
      where.push(amountWithin('fund', sql`d.amount_value`, sql`d.amount_currency`, f.fundSizeFrom, f.fundSizeTo, f.currency));
    }
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
    if (f.dealRangeFrom !== null) {
      where.push(amountWithin('investor', sql`d.range_to_value`, sql`d.range_to_currency`, f.dealRangeFrom, null, f.currency));
    }
    if (f.dealRangeTo !== null) {
      where.push(amountWithin('investor', sql`d.range_from_value`, sql`d.range_from_currency`, null, f.dealRangeTo, f.currency));
    }
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
 * The tsquery of a search (see `searchTsQuery`), its words widened to the similar words of discovery_words:
 * one small indexed lookup, so the main query runs on the tsvector index alone. Null without words.
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
  for (const row of rows.rows) alternatives.set(Number(row.i), [...(alternatives.get(Number(row.i)) ?? []), row.word]);
  return searchTsQuery(words, alternatives);
}

/** The WHERE clause of a discovery query; `words` is the query's tsquery (searchTsQueryFor). */
export function discoveryWhere(query: DiscoveryQuery, words: string | null): SQL {
  return sql.join([...commonConditions(query, words), ...familyConditions(query)], sql` and `);
}

function orderBy(words: string | null): SQL {
  // Index order (discovery_profiles_order_idx) when there is nothing to rank by.
  if (!words) return sql`d.featured desc nulls last, d.weight desc nulls last, d.sort_name, d.profile_id`;
  const relevance = sql`ts_rank(d.search_vector, to_tsquery('simple', ${words}))`;
  return sql`d.featured desc nulls last, d.weight desc nulls last, ${relevance} desc, d.sort_name, d.profile_id`;
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

/** The page's SQL. */
export function discoveryPageSql(query: DiscoveryQuery, words: string | null, options: { signedIn: boolean }): SQL {
  return sql`select d.profile_id, d.card, ${options.signedIn ? sql`d.signed_in_card` : sql`'{}'::jsonb`} as signed_in_card,
      d.verified, d.featured, ${convertedColumns(query)}
    from discovery_profiles d
    where ${discoveryWhere(query, words)}
    order by ${orderBy(words)}
    limit ${query.filters.take} offset ${query.filters.skip}`;
}

/** The capped count's SQL: one more than the cap tells "more than the cap". */
export function discoveryCountSql(query: DiscoveryQuery, words: string | null): SQL {
  return sql`select count(*)::int as n from (select 1 from discovery_profiles d where ${discoveryWhere(query, words)} limit ${DISCOVERY_TOTAL_CAP + 1}) x`;
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
  const words = await searchTsQueryFor(db, query.filters.search);
  const [page, count] = await Promise.all([
    db.execute<PageRow>(discoveryPageSql(query, words, options)),
    db.execute<{ n: number }>(discoveryCountSql(query, words)),
  ]);
  const counted = Number(count.rows[0]?.n ?? 0);
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
