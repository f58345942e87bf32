import { and, asc, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import {
  type CreateProfileInput,
  type ProfileDetail,
  type ProfileMemberRole,
  type ProfileSummary,
  profileMemberRoleRank,
  profilesMessages,
} from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { userRefs } from '../users';
import { toProfileMember, toProfileSummary } from './dto';
import { draftProfileDeleted } from './extensions';
import { firstFreeSlug, slugify } from './slug';
import { profileMembers, profiles } from './tables';

/** A database handle or an open transaction: services and the seed accept both. */
export type { DbOrTx };

const SLUG_UNIQUE_INDEX = 'profiles_type_slug_uq';
const SLUG_ATTEMPTS = 10;

/** The slug a new profile of `type` named `name` gets: the name's slug, or its first free -2, -3… variant. */
export async function nextFreeSlug(db: DbOrTx, type: CreateProfileInput['type'], name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db
    .select({ slug: profiles.slug })
    .from(profiles)
    .where(and(eq(profiles.type, type), isNull(profiles.deletedAt), or(eq(profiles.slug, base), like(profiles.slug, `${base}-%`))));
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

function isSlugConflict(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError.cause); pg reports the violated index.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const pgError = current as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === SLUG_UNIQUE_INDEX) return true;
  }
  return false;
}

/**
 * Creates a draft profile with the caller as its owner, in one transaction. Two profiles of one type
 * created at the same moment with the same name race for the slug: the loser retries with the next one.
 */
export async function createProfile(db: Db, userId: string, input: CreateProfileInput): Promise<ProfileSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = await nextFreeSlug(tx, input.type, input.name);
        const [row] = await tx.insert(profiles).values({ type: input.type, name: input.name, slug, createdByUserId: userId }).returning();
        await tx.insert(profileMembers).values({ profileId: row!.id, userId, role: 'owner' });
        return toProfileSummary(row!, 'owner');
      });
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isSlugConflict(error)) throw error;
    }
  }
}

/** Every profile the user is a member of (not deleted), newest first, with the user's role on each. */
export async function listMyProfiles(db: Db, userId: string): Promise<ProfileSummary[]> {
  const rows = await db
    .select({ profile: profiles, role: profileMembers.role })
    .from(profileMembers)
    .innerJoin(profiles, eq(profiles.id, profileMembers.profileId))
    .where(and(eq(profileMembers.userId, userId), isNull(profiles.deletedAt)))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
  return rows.map((row) => toProfileSummary(row.profile, row.role));
}

/** One profile with its members; `role` is the caller's role (already checked by the profile context). */
export async function getProfileDetail(db: Db, profileId: string, role: ProfileMemberRole): Promise<ProfileDetail> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!row) throw notFound('This profile does not exist.');
  const user = userRefs(); // live accounts only
  const members = await db
    .select({
      userId: profileMembers.userId,
      role: profileMembers.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    })
    .from(profileMembers)
    .innerJoin(user, eq(user.id, profileMembers.userId))
    .where(eq(profileMembers.profileId, profileId))
    .orderBy(asc(profileMembers.createdAt), asc(user.lastName), asc(user.firstName));
  // Strongest role first; within a role, who joined first.
  members.sort((a, b) => profileMemberRoleRank[b.role] - profileMemberRoleRank[a.role]);
  return { ...toProfileSummary(row, role), members: members.map(toProfileMember) };
}

/**
 * Soft-deletes a draft profile (deleted_at), in one transaction; any other status is a 409.
 * Sessions that had it as their active profile forget it. The slug becomes free again:
 * a draft was never public, so no link can point at it.
 */
export async function deleteDraftProfile(db: Db, profileId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: profiles.status })
      .from(profiles)
      .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)))
      .limit(1)
      .for('update');
    if (!row) throw notFound('This profile does not exist.');
    if (row.status !== 'draft') throw conflict(profilesMessages.onlyDraftCanBeDeleted, 'PROFILE_NOT_DRAFT');
    await tx.update(profiles).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(profiles.id, profileId));
    await draftProfileDeleted(tx, profileId);
  });
}
