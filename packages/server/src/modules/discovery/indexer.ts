import { eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { ProfileType } from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles/service';
import { profiles } from '../profiles/tables';
import { profileSections, profileSectionsPublished, profileSettings } from '../profile-sections/tables';
import { buildDiscoveryEntry, type DiscoveryEntry } from './entry';
import { discoveryProfiles, discoveryWeights } from './tables';

/**
 * Keeps discovery_profiles in step with the profiles. `refreshDiscoveryProfile(tx, id)` is called inside
 * the transaction of every change that can alter what discovery shows (profile-sections: section writes
 * of published profiles, admin sections, settings, submission; approvals: every decision; discovery
 * weights), so a search never sees a half-applied change. `backfillDiscovery` indexes profiles that have no
 * row yet (data written by seeds or older versions) and runs when the API starts.
 */

const asNumeric = (value: number | undefined) => (value === undefined ? null : String(value));

/** The insert row of an entry; the tsvector is computed by the database (name weighted above the rest). */
export function toDiscoveryRow(entry: DiscoveryEntry): PgInsertValue<typeof discoveryProfiles> {
  const { amount, rangeFrom, rangeTo, searchName, searchText, ...rest } = entry;
  return {
    ...rest,
    amountValue: asNumeric(amount?.value),
    amountCurrency: amount?.currency ?? null,
    rangeFromValue: asNumeric(rangeFrom?.value),
    rangeFromCurrency: rangeFrom?.currency ?? null,
    rangeToValue: asNumeric(rangeTo?.value),
    rangeToCurrency: rangeTo?.currency ?? null,
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
  await addDictionaryWords(
    tx,
    entries.filter((entry) => entry.discoverable).map((entry) => entry.profileId),
  );
}

const asMap = (rows: { section: string; data: Record<string, unknown> }[]) => new Map(rows.map((row) => [row.section, row.data]));

/** Rebuilds the discovery row of one profile from its current state (call it inside the changing transaction). */
export async function refreshDiscoveryProfile(tx: DbOrTx, profileId: string): Promise<void> {
  const [profile] = await tx
    .select({
      id: profiles.id,
      type: profiles.type,
      name: profiles.name,
      slug: profiles.slug,
      status: profiles.status,
      deletedAt: profiles.deletedAt,
      weight: discoveryWeights.weight,
    })
    .from(profiles)
    .leftJoin(discoveryWeights, eq(discoveryWeights.profileId, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!profile) return;
  // One after another: inside a transaction they share one connection.
  const published = await tx
    .select({ section: profileSectionsPublished.section, data: profileSectionsPublished.data })
    .from(profileSectionsPublished)
    .where(eq(profileSectionsPublished.profileId, profileId));
  // Only the investor rule reads a working copy (your-details.visibleInInvestorDiscovery).
  const yourDetails = await tx
    .select({ section: profileSections.section, data: profileSections.data })
    .from(profileSections)
    .where(sql`${profileSections.profileId} = ${profileId} and ${profileSections.section} = 'your-details'`);
  const settings = await tx.select().from(profileSettings).where(eq(profileSettings.profileId, profileId)).limit(1);
  const entry = buildDiscoveryEntry({
    profile: {
      id: profile.id,
      type: profile.type as ProfileType,
      name: profile.name,
      slug: profile.slug,
      status: profile.status,
      deleted: profile.deletedAt !== null,
    },
    published: asMap(published),
    working: asMap(yourDetails),
    settings: settings[0] ?? { requireNda: false, ndaSections: [], hiddenFields: [] },
    weight: profile.weight ?? 0,
  });
  await upsertDiscoveryEntries(tx, [entry]);
}

/** Indexes every live profile that has no discovery row yet (demo seeds, data older than discovery); returns how many. */
export async function backfillDiscovery(db: DbOrTx, batch = 200): Promise<number> {
  let done = 0;
  for (;;) {
    const missing = await db
      .select({ id: profiles.id })
      .from(profiles)
      .leftJoin(discoveryProfiles, eq(discoveryProfiles.profileId, profiles.id))
      .where(sql`${discoveryProfiles.profileId} is null and ${isNull(profiles.deletedAt)}`)
      .limit(batch);
    if (missing.length === 0) return done;
    for (const { id } of missing) await refreshDiscoveryProfile(db, id);
    done += missing.length;
  }
}
