import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * Discovery (README.md): a denormalised search index over the published profiles, the administrators'
 * discovery weights and the currency rates amounts are compared with.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const profileTypes = ['fund', 'investor', 'serviceProvider'] as const;
type IndexedType = (typeof profileTypes)[number];
const discoverableOf = (type: IndexedType) => sql.raw(`"discovery_profiles"."discoverable" and "discovery_profiles"."type" = '${type}'`);

/**
 * One row per profile, rebuilt from the published copy (indexer.ts) in the same transaction as every
 * change that can alter it. Column meanings are generic across the three profile types; the table in
 * README.md says which section field fills each for funds, investors and providers. Hidden and NDA-gated
 * fields are left out here already, so no filter, search or card can reveal them. Typo tolerance goes through
 * discovery_words (below).
 */
export const discoveryProfiles = pgTable(
  'discovery_profiles',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['fund', 'investor', 'serviceProvider'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** lower(name): the tiebreak of the order (with the id). */
    sortName: text('sort_name').notNull(),
    status: text('status').notNull(),
    /** Published, not deleted, and allowed by the family (investors: visibleInInvestorDiscovery). */
    discoverable: boolean('discoverable').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    weight: integer('weight').notNull().default(0),
    location: text('location'),
    /** ISO 3166 code the location names (when it names one). */
    country: text('country'),
    /** Lower-case keys the location filter matches: the whole text, each comma-separated part, the country code and name. */
    locationKeys: text('location_keys').array().notNull().default(sql`'{}'::text[]`),
    /** type filter: strategy types (funds), investor type, provider type. */
    kinds: text('kinds').array().notNull().default(sql`'{}'::text[]`),
    /** status filter: fundraising status, investment status, provider status. */
    state: text('state'),
    stages: text('stages').array().notNull().default(sql`'{}'::text[]`),
    maturity: text('maturity'),
    geographies: text('geographies').array().notNull().default(sql`'{}'::text[]`),
    /** industry filter (investors' sector focus). */
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-case tags: keywords (+ sector focus for funds, main offerings for providers). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Funds: target fund size; providers: average costs. */
    amountValue: numeric('amount_value'),
    amountCurrency: text('amount_currency'),
    /** Investors: deal range from / to (each in its own currency). */
    rangeFromValue: numeric('range_from_value'),
    rangeFromCurrency: text('range_from_currency'),
    rangeToValue: numeric('range_to_value'),
    rangeToCurrency: text('range_to_currency'),
    /**
     * The three amounts in USD at the current rates: what the amount filters compare (one indexed range each).
     * Written with the row, from currency_rates, and rewritten in the transaction of a rate update.
     */
    amountUsd: numeric('amount_usd'),
    rangeFromUsd: numeric('range_from_usd'),
    rangeToUsd: numeric('range_to_usd'),
    /** Keys naming this profile (website domain, normalised name) and the profiles it names (a fund's deal providers, a provider's clients). */
    selfKeys: text('self_keys').array().notNull().default(sql`'{}'::text[]`),
    relatedKeys: text('related_keys').array().notNull().default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Values shared by the three families (words, tags, places, regions) get one GIN index per family, so a
    // search for "infrastructure" among investors does not fetch the funds that mention it too.
    index('discovery_profiles_order_idx')
      .on(t.type, t.featured.desc(), t.weight.desc(), t.sortName, t.profileId)
      .where(sql`${t.discoverable}`),
    index('discovery_profiles_kinds_idx').using('gin', t.kinds).where(sql`${t.discoverable}`),
    index('discovery_profiles_stages_idx').using('gin', t.stages).where(sql`${t.discoverable}`),
    ...profileTypes.map((type) =>
      index(`discovery_profiles_${type}_geographies_idx`).using('gin', t.geographies).where(discoverableOf(type)),
    ),
    index('discovery_profiles_industries_idx').using('gin', t.industries).where(sql`${t.discoverable}`),
    ...profileTypes.map((type) => index(`discovery_profiles_${type}_tags_idx`).using('gin', t.tags).where(discoverableOf(type))),
    ...profileTypes.map((type) =>
      index(`discovery_profiles_${type}_location_idx`).using('gin', t.locationKeys).where(discoverableOf(type)),
    ),
    index('discovery_profiles_self_keys_idx').using('gin', t.selfKeys).where(sql`${t.discoverable}`),
    index('discovery_profiles_related_keys_idx').using('gin', t.relatedKeys).where(sql`${t.discoverable}`),
    ...profileTypes.map((type) => index(`discovery_profiles_${type}_search_idx`).using('gin', t.searchVector).where(discoverableOf(type))),
    index('discovery_profiles_state_idx').on(t.type, t.state).where(sql`${t.discoverable}`),
    index('discovery_profiles_amount_usd_idx').on(t.type, t.amountUsd).where(sql`${t.discoverable}`),
    index('discovery_profiles_range_from_usd_idx').on(t.type, t.rangeFromUsd).where(sql`${t.discoverable}`),
    index('discovery_profiles_range_to_usd_idx').on(t.type, t.rangeToUsd).where(sql`${t.discoverable}`),
  ],
);

/**
 * Every word of the discovery index (3 to 40 letters or digits, not a bare number), for typo tolerance: a
 * search word is widened to the similar words found here (pg_trgm, index in a custom migration), then the
 * tsvector index answers. Words are only ever added (a word no profile uses any more matches nothing).
 */
export const discoveryWords = pgTable('discovery_words', {
  word: text('word').primaryKey(),
});

/**
 * The cards of discovery_profiles, apart: they are read for the 10–50 rows of a page only, and keeping them
 * out of the searched table keeps its rows narrow (fewer pages per filter and search scan).
 */
export const discoveryCards = pgTable('discovery_cards', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** The public card (contract: <family>DiscoveryItemSchema without followerCount, the conversions and the signed-in fields). */
  card: jsonb('card').$type<Record<string, unknown>>().notNull(),
  /** What the signed-in variant adds (links). */
  signedInCard: jsonb('signed_in_card').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
});

/** An administrator's discovery weight of a profile (PATCH administration/discovery-weight/{type}/{id}); copied into the index. */
export const discoveryWeights = pgTable('discovery_weights', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  weight: integer('weight').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Units of a currency per 1 USD (seeded by migration for every currency of the option list; administrators update them). */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  unitsPerUsd: numeric('units_per_usd').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type DiscoveryProfileRow = typeof discoveryProfiles.$inferSelect;
export type DiscoveryProfileInsert = typeof discoveryProfiles.$inferInsert;
