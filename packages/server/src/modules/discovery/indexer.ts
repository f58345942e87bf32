import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { ProfileType } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { entitledProfiles, isFeatureEnabled } from '../feature-config';
import { type DbOrTx, lockProfiles, profileRefs } from '../profiles';
import { readPublishedSections, readSettingsOf, readWorkingSections } from '../profile-sections';
import { buildDiscoveryEntry, type DiscoveryEntry } from './entry';
import { discoveryCards, discoveryProfiles, discoveryWeights } from './tables';

/**
 * Keeps discovery_profiles in step with the profiles. `refreshDiscoveryProfile(tx, id)` is called inside
 * the transaction of every change that can alter what discovery shows (profile-sections: section writes
 * of published profiles, admin sections, settings, submission; approvals: every decision; discovery
 * weights; billing: every write of a subscription, through its onPlanChanged hook), so a search never sees a
 * half-applied change. `backfillDiscovery` indexes profiles that have no row yet (data written by seeds or older
 * versions) and runs when the API starts; `refreshPlanFeatured` follows a switch of the featuredInDiscovery flag.
 */

const asNumeric = (value: number | undefined) => (value === undefined ? null : String(value));

/**
 * An amount in USD at the current rate, as discovery stores and compares it: round(value / units per USD, 6).
 * The one definition: the index rows, the rate update and the asked bounds all use it, so an amount equal to
 * a bound in the same currency converts to the same number (inclusive bounds hold).
 */
export const usdOf = (value: SQL, currency: SQL) =>
  sql`round(${value}::numeric / (select units_per_usd from currency_rates where code = ${currency}), 6)`;
const usdOrNull = (amount: { value: number; currency: string } | null) =>
  amount ? usdOf(sql`${String(amount.value)}`, sql`${amount.currency}`) : null;

/** The insert row of an entry; the tsvector is computed by the database (name weighted above the rest). */
export function toDiscoveryRow(entry: DiscoveryEntry): PgInsertValue<typeof discoveryProfiles> {
  const { amount, rangeFrom, rangeTo, searchName, searchText, card: _card, signedInCard: _signedIn, ...rest } = entry;
  return {
    ...rest,
    amountValue: asNumeric(amount?.value),
    amountCurrency: amount?.currency ?? null,
    rangeFromValue: asNumeric(rangeFrom?.value),
    rangeFromCurrency: rangeFrom?.currency ?? null,
    rangeToValue: asNumeric(rangeTo?.value),
    rangeToCurrency: rangeTo?.currency ?? null,
    amountUsd: usdOrNull(amount),
    rangeFromUsd: usdOrNull(rangeFrom),
    rangeToUsd: usdOrNull(rangeTo),
    searchVector: sql`setweight(to_tsvector('simple', ${searchName}), 'A') || setweight(to_tsvector('simple', ${searchText}), 'B')`,
    refreshedAt: sql`now()`,
  };
}

const { profileId: _key, ...updatable } = getTableColumns(discoveryProfiles);
/** On conflict every column takes the new value. */
const replaceAll = Object.fromEntries(Object.values(updatable).map((column) => [column.name, sql.raw(`excluded."${column.name}"`)]));
const replaceSet = Object.fromEntries(Object.entries(updatable).map(([key, column]) => [key, replaceAll[column.name]!])) as Record<
  keyof typeof updatable,
  ReturnType<typeof sql.raw>
>;

/** Words worth a typo-tolerant lookup: 3 to 40 letters or digits, not a bare number. */
export const dictionaryWord = (word: SQL) =>
  sql`length(${word}) between 3 and 40 and ${word} ~ '^[[:alpha:][:digit:]]+$' and ${word} !~ '^[0-9]+$'`;

/** Adds the words of these profiles' index rows (discoverable ones) to discovery_words, in word order (one lock order). */
export async function addDictionaryWords(tx: DbOrTx, profileIds: readonly string[]): Promise<void> {
  if (profileIds.length === 0) return;
  await tx.execute(sql`
    insert into discovery_words (word)
    select distinct w from discovery_profiles d, unnest(tsvector_to_array(d.search_vector)) as w
    where d.profile_id in (${sql.join(
      profileIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and d.discoverable and ${dictionaryWord(sql`w`)}
    order by w
    on conflict (word) do nothing`);
}

/** Writes entries (multi-row insert, replace on conflict) and their words. */
export async function upsertDiscoveryEntries(tx: DbOrTx, entries: readonly DiscoveryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(discoveryProfiles)
    .values(entries.map(toDiscoveryRow))
    .onConflictDoUpdate({ target: discoveryProfiles.profileId, set: replaceSet });
  await tx
    .insert(discoveryCards)
    .values(entries.map((entry) => ({ profileId: entry.profileId, card: entry.card, signedInCard: entry.signedInCard })))
    .onConflictDoUpdate({
      target: discoveryCards.profileId,
      set: { card: sql.raw('excluded."card"'), signedInCard: sql.raw('excluded."signed_in_card"') },
    });
  await addDictionaryWords(
    tx,
    entries.filter((entry) => entry.discoverable).map((entry) => entry.profileId),
  );
}

type SectionRow = { profileId: string; section: string; data: Record<string, unknown> };

const byProfile = (rows: readonly SectionRow[]) => {
  const maps = new Map<string, Map<string, Record<string, unknown>>>();
  for (const row of rows) {
    const map = maps.get(row.profileId) ?? new Map<string, Record<string, unknown>>();
    map.set(row.section, row.data);
    maps.set(row.profileId, map);
  }
  return maps;
};

/**
 * Rebuilds the discovery rows of these profiles from their current state, a handful of queries whatever
 * their number. Call it inside the transaction that changed them (one after another: a transaction has one
 * connection).
 */
export async function refreshDiscoveryProfiles(tx: DbOrTx, profileIds: readonly string[]): Promise<void> {
  if (profileIds.length === 0) return;
  const ids = [...profileIds];
  const profile = profileRefs('indexed_profile', { withDeleted: true });
  const rows = await tx
    .select({
      id: profile.id,
      type: profile.type,
      name: profile.name,
      slug: profile.slug,
      status: profile.status,
      deletedAt: profile.deletedAt,
      weight: discoveryWeights.weight,
    })
    .from(profile)
    .leftJoin(discoveryWeights, eq(discoveryWeights.profileId, profile.id))
    .where(inArray(profile.id, ids));
  if (rows.length === 0) return;
  const published = byProfile(await readPublishedSections(tx, ids));
  // Only the investor rule reads a working copy (your-details.visibleInInvestorDiscovery).
  const working = byProfile(await readWorkingSections(tx, ids, ['your-details']));
  const settings = new Map((await readSettingsOf(tx, ids)).map((row) => [row.profileId, row]));
  const planFeatured = await planFeaturedAmong(tx, ids);
  const entries = rows.map((profile) =>
    buildDiscoveryEntry({
      profile: {
        id: profile.id,
        type: profile.type as ProfileType,
        name: profile.name,
        slug: profile.slug,
        status: profile.status,
        deleted: profile.deletedAt !== null,
      },
      published: published.get(profile.id) ?? new Map(),
      working: working.get(profile.id) ?? new Map(),
      settings: settings.get(profile.id) ?? { requireNda: false, ndaSections: [], hiddenFields: [] },
      weight: profile.weight ?? 0,
      planFeatured: planFeatured.has(profile.id),
    }),
  );
  await upsertDiscoveryEntries(tx, entries);
}

/**
 * The profiles among `ids` that their plan features: billing's one rule (through feature-config, never billing's
 * tables), and only while an administrator leaves the featuredInDiscovery flag on.
 */
async function planFeaturedAmong(tx: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (!(await isFeatureEnabled(tx, 'featuredInDiscovery'))) return new Set();
  return new Set(await entitledProfiles(tx, 'featuredInDiscovery', ids));
}

/** Rebuilds the discovery row of one profile (see refreshDiscoveryProfiles). */
export const refreshDiscoveryProfile = (tx: DbOrTx, profileId: string): Promise<void> => refreshDiscoveryProfiles(tx, [profileId]);

/**
 * `refreshDiscoveryProfile` for a caller that may not hold the profile's lock (a subscription write, a test factory):
 * locks the profile first, in a savepoint of the caller's transaction or a transaction of its own. A batch rebuild
 * (refreshLocked) locks profiles, then writes their rows; a refresh that wrote the row first and then met the profile
 * lock (the row's foreign key) deadlocked with it on PostgreSQL.
 */
export async function refreshDiscoveryProfileLocked(tx: DbOrTx, profileId: string): Promise<void> {
  await tx.transaction(async (inner) => {
    await lockProfiles(inner, [profileId]);
    await refreshDiscoveryProfiles(inner, [profileId]);
  });
}

/**
 * Rebuilds these rows in one transaction, the profiles locked like every profile write (lockProfile, in id order),
 * so a change committed meanwhile is not overwritten by an older read.
 */
async function refreshLocked(db: Db, profileIds: readonly string[]): Promise<void> {
  const ids = [...profileIds].sort();
  await db.transaction(async (tx) => {
    await lockProfiles(tx, ids);
    await refreshDiscoveryProfiles(tx, ids);
  });
}

/** Indexes every live profile that has no discovery row yet (demo seeds, data older than discovery); returns how many. */
export async function backfillDiscovery(db: Db, batch = 200): Promise<number> {
  let done = 0;
  for (;;) {
    const live = profileRefs('unindexed_profile');
    const missing = await db
      .select({ id: live.id })
      .from(live)
      .leftJoin(discoveryProfiles, eq(discoveryProfiles.profileId, live.id))
      .where(sql`${discoveryProfiles.profileId} is null`)
      .limit(batch);
    if (missing.length === 0) return done;
    await refreshLocked(
      db,
      missing.map(({ id }) => id),
    );
    done += missing.length;
  }
}

/**
 * After a switch of the featuredInDiscovery flag: rebuilds the rows of the profiles whose plan includes it, and of
 * every row featured now (a plan that lapsed without a write, e.g. a Stripe grace period that ran out, is corrected
 * too). Batches of `batch`, each its own transaction; returns how many rows were rebuilt.
 */
export async function refreshPlanFeatured(db: Db, batch = 200): Promise<number> {
  const entitled = await entitledProfiles(db, 'featuredInDiscovery');
  const featured = await db.select({ id: discoveryProfiles.profileId }).from(discoveryProfiles).where(eq(discoveryProfiles.featured, true));
  const ids = [...new Set([...entitled, ...featured.map(({ id }) => id)])].sort();
  for (let i = 0; i < ids.length; i += batch) await refreshLocked(db, ids.slice(i, i + batch));
  return ids.length;
}
