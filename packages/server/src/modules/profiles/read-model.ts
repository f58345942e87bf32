import { and, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ProfileType } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';
import { firstFreeSlug, slugify } from './slug';
import { profileMembers, type ProfileRow, profiles } from './tables';

export type { ProfileRow };

// What other modules read of a profile's core row (ADR 0069): point and batch reads, and for readers that page or join
// in one statement a typed subquery this module builds (`profileRefs`). PostgreSQL pulls such a plain subquery up into
// the reader's query, so a one-statement page keeps its plan; the reader never names the profiles table itself.

const qb = new QueryBuilder();

export type ProfileStatus = (typeof profiles.status.enumValues)[number];

/** The columns every reader of a profile's core row gets. */
const refColumns = {
  id: profiles.id,
  type: profiles.type,
  name: profiles.name,
  slug: profiles.slug,
  status: profiles.status,
};

export interface ProfileRef {
  id: string;
  type: ProfileType;
  name: string;
  slug: string;
  status: ProfileStatus;
}

export interface ProfileFilter {
  type?: ProfileType;
  status?: ProfileStatus;
  /** Soft-deleted profiles too (a history that still names them). Default: live profiles only. */
  withDeleted?: boolean;
}

function filterOf(filter: ProfileFilter): SQL[] {
  const where: SQL[] = [];
  if (!filter.withDeleted) where.push(isNull(profiles.deletedAt));
  if (filter.type) where.push(eq(profiles.type, filter.type));
  if (filter.status) where.push(eq(profiles.status, filter.status));
  return where;
}

/**
 * One profile (live, of `type` / `status` when given), or null. `forUpdate` locks its row until the transaction ends:
 * the writes of a profile's sections, members and approvals run one at a time per profile.
 */
export async function findProfile(
  db: DbOrTx,
  id: string,
  filter: ProfileFilter & { forUpdate?: boolean } = {},
): Promise<ProfileRef | null> {
  const query = db
    .select(refColumns)
    .from(profiles)
    .where(and(eq(profiles.id, id), ...filterOf(filter)))
    .limit(1);
  const [row] = filter.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The profile of `type` with this slug (live, of `status` when given), or null: public pages are addressed by slug. */
export async function findProfileBySlug(
  db: DbOrTx,
  type: ProfileType,
  slug: string,
  filter: Omit<ProfileFilter, 'type'> = {},
): Promise<ProfileRef | null> {
  const [row] = await db
    .select(refColumns)
    .from(profiles)
    .where(and(eq(profiles.slug, slug), ...filterOf({ ...filter, type })))
    .limit(1);
  return row ?? null;
}

/** The profiles among `ids` (live unless `withDeleted`), keyed by id; unknown ids are absent. */
export async function profilesByIds(db: DbOrTx, ids: readonly string[], filter: ProfileFilter = {}): Promise<Map<string, ProfileRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(refColumns)
    .from(profiles)
    .where(and(inArray(profiles.id, unique), ...filterOf(filter)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The profiles' core columns as a subquery (id, type, name, slug, status, createdByUserId, createdAt, updatedAt, deletedAt) for a
 * reader that joins profiles to its rows in one statement, filters or sorts on their name: `profileRefs()` joined
 * `on ref.id = mine.profile_id`. Give each use in one statement its own alias. Live profiles only unless `withDeleted`
 * (the reader then sees `deletedAt`).
 */
export function profileRefs<Alias extends string = 'profile_refs'>(
  alias: Alias = 'profile_refs' as Alias,
  options: { withDeleted?: boolean } = {},
) {
  const query = qb
    .select({
      ...refColumns,
      createdByUserId: profiles.createdByUserId,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
      deletedAt: profiles.deletedAt,
    })
    .from(profiles);
  return (options.withDeleted ? query : query.where(isNull(profiles.deletedAt))).as(alias);
}

/** The whole live profile row (`forUpdate`: locked until the transaction ends; `withDeleted`: deleted too), for the summary it feeds. */
export async function findProfileRow(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean; withDeleted?: boolean } = {},
): Promise<ProfileRow | undefined> {
  const query = db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), options.withDeleted ? undefined : isNull(profiles.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Locks the rows of these profiles (deleted ones too) in id order until the transaction ends, as every profile write
 * does, so a batch that rebuilds what depends on them does not overwrite a change committed meanwhile.
 */
export async function lockProfiles(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]))
    .orderBy(profiles.id)
    .for('update');
}

/** Marks the profile changed now (its `updatedAt`), for a module whose write changes what the profile shows; the row after. */
export async function touchProfile(tx: DbOrTx, id: string, at: Date | SQL = sql`now()`): Promise<ProfileRow | undefined> {
  const [row] = await tx.update(profiles).set({ updatedAt: at }).where(eq(profiles.id, id)).returning();
  return row;
}

/** Sets the profile's status (an approval or an administrator's decision): updatedAt too (`at`, the database's now). */
export async function setProfileStatus(tx: DbOrTx, id: string, status: ProfileStatus, at: Date | SQL = sql`now()`): Promise<void> {
  await tx.update(profiles).set({ status, updatedAt: at }).where(eq(profiles.id, id));
}

/**
 * `select id from profiles where …`: the ids of the live profiles of `type` / `status` (when given), as a subquery for a
 * reader that decides in one statement whether a profile is in that set, or counts the set: post's LPOnly audience is
 * one such set, applied by both its count and its reads.
 */
export function profileIdsWhere(filter: Omit<ProfileFilter, 'withDeleted'> = {}) {
  return qb
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(...filterOf(filter)));
}

/** How many live profiles (of `type` / `status` when given): a post's audience estimate. */
export async function countProfiles(db: DbOrTx, filter: Omit<ProfileFilter, 'withDeleted'> = {}): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(...filterOf(filter)));
  return Number(row?.n ?? 0);
}

/** Live profiles whose lower-cased name is among `names`, in id order (`forUpdate`: locked until the transaction ends). */
export async function profilesByLowerNames(
  db: DbOrTx,
  names: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<ProfileRef[]> {
  if (names.length === 0) return [];
  const query = db
    .select(refColumns)
    .from(profiles)
    .where(and(isNull(profiles.deletedAt), inArray(sql`lower(${profiles.name})`, [...names])))
    .orderBy(profiles.id);
  return options.forUpdate ? query.for('update') : query;
}

/**
 * A published profile without members (the administrators' market-data import): its slug is the name's, or the first
 * free -2, -3… variant, deleted profiles' slugs counted as taken (a link to them must not reach the new one).
 */
export async function createImportedProfile(
  tx: DbOrTx,
  input: { type: ProfileType; name: string; userId: string; at: Date },
): Promise<{ id: string; slug: string }> {
  const base = slugify(input.name);
  const taken = await tx
    .select({ slug: profiles.slug })
    .from(profiles)
    .where(and(eq(profiles.type, input.type), or(eq(profiles.slug, base), like(profiles.slug, `${base}-%`))));
  const [created] = await tx
    .insert(profiles)
    .values({
      type: input.type,
      name: input.name,
      slug: firstFreeSlug(
        base,
        taken.map((row) => row.slug),
      ),
      status: 'published',
      createdByUserId: input.userId,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: profiles.id, slug: profiles.slug });
  return created!;
}

/**
 * The live profiles of `type` for the administrators' export (status, name contains `search` (ilike), claimed: has a
 * member), by name, at most `limit`.
 */
export async function profilesForExport(
  db: DbOrTx,
  input: {
    type: ProfileType;
    status?: ProfileStatus | null;
    search?: string | null;
    claimed?: 'all' | 'claimed' | 'unclaimed' | null;
    limit: number;
  },
) {
  const where: SQL[] = [eq(profiles.type, input.type), isNull(profiles.deletedAt)];
  if (input.status) where.push(eq(profiles.status, input.status));
  if (input.search) where.push(ilike(profiles.name, `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const hasMember = sql`exists (select 1 from ${profileMembers} m where m.profile_id = ${profiles.id})`;
  if (input.claimed === 'claimed') where.push(hasMember);
  if (input.claimed === 'unclaimed') where.push(sql`not ${hasMember}`);
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      slug: profiles.slug,
      status: profiles.status,
      createdAt: profiles.createdAt,
      claimed: sql<boolean>`${hasMember}`,
    })
    .from(profiles)
    .where(and(...where))
    .orderBy(profiles.name, profiles.id)
    .limit(input.limit);
}
