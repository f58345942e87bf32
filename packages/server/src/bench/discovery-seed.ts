import { sql } from 'drizzle-orm';
import type { ProfileType } from '@fundnet/validation-schema';
import type { Db } from '../db/client';
import { buildDiscoveryEntry, type DiscoveryEntry } from '../modules/discovery/entry';
import { addDictionaryWords, usdOf } from '../modules/discovery/indexer';
import { createRng } from '../seed/names';
import { type BenchProfile, benchFund, benchInvestor, benchProvider } from './discovery-data';

/**
 * Bulk seeding of the benchmark world into the real tables: profiles, their published sections, settings,
 * discovery weights, the discovery index (rows built by the indexer's own `buildDiscoveryEntry`, the
 * tsvector by the database) and follows. Each chunk is one INSERT … SELECT FROM jsonb_to_recordset($1), so
 * 220k profiles take seconds on PostgreSQL and a few minutes on PGlite.
 */

const CHUNK = 1000;

/** INSERT … SELECT FROM jsonb_to_recordset: the rows travel as ONE parameter. */
async function insertJson(db: Db, table: string, columns: string, rows: readonly object[]) {
  if (rows.length === 0) return;
  const names = columns
    .split(',')
    .map((column) => column.trim().split(' ')[0])
    .join(', ');
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)})`,
  );
}

const numeric = (value: number | undefined) => (value === undefined ? null : value);

function indexRecord(entry: DiscoveryEntry) {
  return {
    profile_id: entry.profileId,
    type: entry.type,
    slug: entry.slug,
    name: entry.name,
    sort_name: entry.sortName,
    status: entry.status,
    discoverable: entry.discoverable,
    verified: entry.verified,
    featured: entry.featured,
    weight: entry.weight,
    location: entry.location,
    country: entry.country,
    location_keys: entry.locationKeys,
    kinds: entry.kinds,
    state: entry.state,
    stages: entry.stages,
    maturity: entry.maturity,
    geographies: entry.geographies,
    industries: entry.industries,
    tags: entry.tags,
    amount_value: numeric(entry.amount?.value),
    amount_currency: entry.amount?.currency ?? null,
    range_from_value: numeric(entry.rangeFrom?.value),
    range_from_currency: entry.rangeFrom?.currency ?? null,
    range_to_value: numeric(entry.rangeTo?.value),
    range_to_currency: entry.rangeTo?.currency ?? null,
    self_keys: entry.selfKeys,
    related_keys: entry.relatedKeys,
    search_name: entry.searchName,
    search_rest: entry.searchText,
  };
}

async function insertIndex(db: Db, entries: readonly DiscoveryEntry[]) {
  await db.execute(sql`
    insert into discovery_profiles (profile_id, type, slug, name, sort_name, status, discoverable, verified, featured, weight,
      location, country, location_keys, kinds, state, stages, maturity, geographies, industries, tags,
      amount_value, amount_currency, range_from_value, range_from_currency, range_to_value, range_to_currency,
      amount_usd, range_from_usd, range_to_usd, self_keys, related_keys, search_vector)
    select profile_id, type, slug, name, sort_name, status, discoverable, verified, featured, weight,
      location, country, location_keys, kinds, state, stages, maturity, geographies, industries, tags,
      amount_value, amount_currency, range_from_value, range_from_currency, range_to_value, range_to_currency,
      ${usdOf(sql`amount_value`, sql`amount_currency`)}, ${usdOf(sql`range_from_value`, sql`range_from_currency`)},
      ${usdOf(sql`range_to_value`, sql`range_to_currency`)}, self_keys, related_keys,
      setweight(to_tsvector('simple', search_name), 'A') || setweight(to_tsvector('simple', search_rest), 'B')
    from jsonb_to_recordset(${JSON.stringify(entries.map(indexRecord))}::jsonb) as x(profile_id uuid, type text, slug text,
      name text, sort_name text, status text, discoverable boolean, verified boolean, featured boolean, weight int,
      location text, country text, location_keys text[], kinds text[], state text, stages text[], maturity text,
      geographies text[], industries text[], tags text[], amount_value numeric, amount_currency text,
      range_from_value numeric, range_from_currency text, range_to_value numeric, range_to_currency text,
      self_keys text[], related_keys text[], search_name text, search_rest text)`);
  await insertJson(
    db,
    'discovery_cards',
    'profile_id uuid, card jsonb, signed_in_card jsonb',
    entries.map((entry) => ({ profile_id: entry.profileId, card: entry.card, signed_in_card: entry.signedInCard })),
  );
}

const makers: Record<ProfileType, typeof benchFund> = { fund: benchFund, investor: benchInvestor, serviceProvider: benchProvider };

/** Seeds `count` profiles of a type; 95 % published, the rest drafts or waiting for approval (not discoverable). */
export async function seedProfiles(db: Db, type: ProfileType, count: number, seed = 7): Promise<void> {
  const rng = createRng(seed + count + type.length);
  for (let start = 0; start < count; start += CHUNK) {
    const chunk: (BenchProfile & { status: string })[] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const profile = makers[type](rng, i);
      const roll = rng.next();
      chunk.push({ ...profile, status: roll < 0.95 ? 'published' : roll < 0.98 ? 'pendingApproval' : 'draft' });
    }
    await insertJson(
      db,
      'profiles',
      'id uuid, type text, name text, slug text, status text',
      chunk.map(({ id, name, slug, status }) => ({ id, type, name, slug, status })),
    );
    await insertJson(
      db,
      'profile_sections_published',
      'profile_id uuid, section text, data jsonb',
      chunk
        .filter((profile) => profile.status === 'published')
        .flatMap((profile) => Object.entries(profile.sections).map(([section, data]) => ({ profile_id: profile.id, section, data }))),
    );
    await insertJson(
      db,
      'profile_settings',
      'profile_id uuid, require_nda boolean, nda_sections text[], hidden_fields text[]',
      chunk
        .filter((profile) => profile.settings)
        .map((profile) => ({
          profile_id: profile.id,
          require_nda: profile.settings!.requireNda,
          nda_sections: profile.settings!.ndaSections,
          hidden_fields: profile.settings!.hiddenFields,
        })),
    );
    await insertJson(
      db,
      'discovery_weights',
      'profile_id uuid, weight int',
      chunk.filter((profile) => profile.weight !== 0).map((profile) => ({ profile_id: profile.id, weight: profile.weight })),
    );
    const entries = chunk.map((profile) =>
      buildDiscoveryEntry({
        profile: { id: profile.id, type, name: profile.name, slug: profile.slug, status: profile.status, deleted: false },
        published: new Map(profile.status === 'published' ? Object.entries(profile.sections) : []),
        working: new Map(Object.entries(profile.sections)),
        settings: profile.settings ?? { requireNda: false, ndaSections: [], hiddenFields: [] },
        weight: profile.weight,
      }),
    );
    await insertIndex(db, entries);
    await addDictionaryWords(
      db,
      entries.filter((entry) => entry.discoverable).map((entry) => entry.profileId),
    );
  }
}

/** `count` random follows between the seeded profiles (follower counts on the cards). */
export async function seedFollows(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    with ids as (select array_agg(id) as a, count(*) as n from profiles)
    insert into profile_subscriptions (subscriber_profile_id, subscribed_profile_id)
    select a[1 + floor(random() * n)::int], a[1 + floor(random() * n)::int] from ids, generate_series(1, ${count})
    on conflict do nothing`);
  await db.execute(sql`delete from profile_subscriptions where subscriber_profile_id = subscribed_profile_id`);
}
