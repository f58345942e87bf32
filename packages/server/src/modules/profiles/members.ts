import { type AnyColumn, and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type ProfileMemberRole, type ProfileType, profileMemberRoles, roleAtLeast } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';
import { userRefs } from '../users';
import { profileMembers, profiles } from './tables';

// Membership is profiles' data (profile_members): every "is this user a member of that profile, with at least this
// role" in the API is answered here, so the rule (what a role ranks, that a deleted profile has no members) lives once
// (ADR 0069). The profile-context plugin decides a route's access with profileAccess; services that re-check under a
// transaction use lockMemberRole (plugins/profile-context.ts), built on lockedMemberRole below.

const qb = new QueryBuilder();

/** The roles that rank at least `min` (owner first), for readers that filter a list of members by role. */
function rolesAtLeast(min: ProfileMemberRole): ProfileMemberRole[] {
  return profileMemberRoles.filter((role) => roleAtLeast(role, min));
}

/** The user's role on the profile, or null when not a member. */
export async function memberRole(db: DbOrTx, input: { profileId: string; userId: string }): Promise<ProfileMemberRole | null> {
  const [row] = await db
    .select({ role: profileMembers.role })
    .from(profileMembers)
    .where(and(eq(profileMembers.profileId, input.profileId), eq(profileMembers.userId, input.userId)))
    .limit(1);
  return row?.role ?? null;
}

/** Whether the user is a member of the profile with at least `atLeast` (any role when absent). */
export async function isMemberWithRole(
  db: DbOrTx,
  input: { profileId: string; userId: string; atLeast?: ProfileMemberRole },
): Promise<boolean> {
  const role = await memberRole(db, input);
  return role !== null && roleAtLeast(role, input.atLeast ?? 'viewer');
}

/** A live profile and, when `userId` is given, that user's role on it (null: not a member). The plugin's one lookup. */
export async function profileAccess(db: DbOrTx, profileId: string, userId: string | null) {
  const [row] = await db
    .select({
      id: profiles.id,
      type: profiles.type,
      status: profiles.status,
      slug: profiles.slug,
      name: profiles.name,
      role: profileMembers.role,
    })
    .from(profiles)
    .leftJoin(profileMembers, and(eq(profileMembers.profileId, profiles.id), userId ? eq(profileMembers.userId, userId) : sql`false`))
    .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the live profile row (`for update`, until the transaction ends) and reads the user's role as it is now:
 * `profile: false` when the profile is gone, `role: null` when the user is not a member.
 */
export async function lockedMemberRole(
  tx: DbOrTx,
  input: { profileId: string; userId: string },
): Promise<{ profile: boolean; role: ProfileMemberRole | null }> {
  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, input.profileId), isNull(profiles.deletedAt)))
    .limit(1)
    .for('update');
  if (!profile) return { profile: false, role: null };
  return { profile: true, role: await memberRole(tx, input) };
}

/** The live profiles a user is a member of, with their role, oldest membership first then by name (or by name only). */
export async function membershipsOf(db: DbOrTx, userId: string, options: { orderBy?: 'joined' | 'name' } = {}) {
  return db
    .select({
      id: profiles.id,
      type: profiles.type,
      name: profiles.name,
      slug: profiles.slug,
      status: profiles.status,
      role: profileMembers.role,
    })
    .from(profileMembers)
    .innerJoin(profiles, eq(profiles.id, profileMembers.profileId))
    .where(and(eq(profileMembers.userId, userId), isNull(profiles.deletedAt)))
    .orderBy(...(options.orderBy === 'name' ? [asc(profiles.name)] : [asc(profileMembers.createdAt), asc(profiles.name)]));
}

/**
 * The members of a profile with at least `atLeast` (every role when absent), oldest membership first, `except` one user
 * left out. Only ids: a reader that needs names or addresses asks users (usersByIds / activeUserEmails) for them.
 */
export async function memberUserIds(
  db: DbOrTx,
  profileId: string,
  options: { atLeast?: ProfileMemberRole; except?: string } = {},
): Promise<string[]> {
  const rows = await db
    .select({ userId: profileMembers.userId })
    .from(profileMembers)
    .where(memberFilter(profileId, options))
    .orderBy(asc(profileMembers.createdAt));
  return rows.map((row) => row.userId);
}

function memberFilter(profileId: string, options: { atLeast?: ProfileMemberRole; except?: string }): SQL | undefined {
  return and(
    eq(profileMembers.profileId, profileId),
    options.except ? ne(profileMembers.userId, options.except) : undefined,
    options.atLeast && options.atLeast !== 'viewer' ? inArray(profileMembers.role, rolesAtLeast(options.atLeast)) : undefined,
  );
}

/**
 * The members of a profile as a subquery (`profile_id`, `user_id`, `role`, `created_at`), for a reader that joins
 * members to its own rows in one statement (a recipients list joined with users' and its own preferences).
 * PostgreSQL pulls a plain subquery like this up into the outer query: the plan is the one of a direct join.
 */
export function profileMembersView<Alias extends string = 'profile_members_view'>(alias: Alias = 'profile_members_view' as Alias) {
  return qb
    .select({
      profileId: profileMembers.profileId,
      userId: profileMembers.userId,
      role: profileMembers.role,
      createdAt: profileMembers.createdAt,
    })
    .from(profileMembers)
    .as(alias);
}

/** Number of members of each profile among `profileIds` (profiles without members are absent). */
export async function memberCounts(db: DbOrTx, profileIds: readonly string[]): Promise<Map<string, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select({ profileId: profileMembers.profileId, n: sql<number>`count(*)::int` })
    .from(profileMembers)
    .where(inArray(profileMembers.profileId, [...profileIds]))
    .groupBy(profileMembers.profileId);
  return new Map(rows.map((row) => [row.profileId, Number(row.n)]));
}

/**
 * Makes the user a member with `role`; an existing membership is left as it is (`keep`) or given the role (`set`).
 * Returns whether a membership was written (false: `keep` found one).
 */
export async function addMember(
  tx: DbOrTx,
  input: { profileId: string; userId: string; role: ProfileMemberRole; existing?: 'keep' | 'set' },
): Promise<boolean> {
  const insert = tx.insert(profileMembers).values({ profileId: input.profileId, userId: input.userId, role: input.role });
  const written =
    input.existing === 'set'
      ? await insert
          .onConflictDoUpdate({ target: [profileMembers.profileId, profileMembers.userId], set: { role: input.role } })
          .returning({ role: profileMembers.role })
      : await insert.onConflictDoNothing().returning({ role: profileMembers.role });
  return written.length > 0;
}

/** `(select user_id from profile_members where profile_id = …)`: a profile's members as a subquery, for `not in`. */
export function memberUserIdsOf(profileId: SQL) {
  return qb.select({ userId: profileMembers.userId }).from(profileMembers).where(eq(profileMembers.profileId, profileId));
}

export interface MemberContact {
  userId: string;
  role: ProfileMemberRole;
  email: string;
  firstName: string;
  lastName: string;
  joinedAt: Date;
}

/**
 * The members of a profile with at least `atLeast` (every role when absent) and a live account, with what a mail to
 * them needs, oldest membership first (or by e-mail); `except` leaves one user out (the person who acted);
 * `withDeletedAccounts` keeps deleted accounts (an administrator's view of who holds a seat). One
 * statement: members joined with users' userRefs.
 */
export async function memberContacts(
  db: DbOrTx,
  profileId: string,
  options: { atLeast?: ProfileMemberRole; except?: string; orderBy?: 'joined' | 'email'; withDeletedAccounts?: boolean } = {},
): Promise<MemberContact[]> {
  const account = userRefs('member_account', { withDeleted: options.withDeletedAccounts });
  return db
    .select({ ...contactColumns(account) })
    .from(profileMembers)
    .innerJoin(account, eq(account.id, profileMembers.userId))
    .where(memberFilter(profileId, options))
    .orderBy(
      ...(options.orderBy === 'email'
        ? [asc(account.email)]
        : [asc(profileMembers.createdAt), asc(account.lastName), asc(account.firstName)]),
    );
}

const contactColumns = (account: ReturnType<typeof userRefs<string>>) => ({
  userId: profileMembers.userId,
  role: profileMembers.role,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  joinedAt: profileMembers.createdAt,
});

/** One member with their account (deleted accounts too: a team change must find whoever holds the seat), or undefined. */
export async function findMemberContact(db: DbOrTx, profileId: string, userId: string): Promise<MemberContact | undefined> {
  const account = userRefs('member_account', { withDeleted: true });
  const [row] = await db
    .select(contactColumns(account))
    .from(profileMembers)
    .innerJoin(account, eq(account.id, profileMembers.userId))
    .where(and(eq(profileMembers.profileId, profileId), eq(profileMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Gives a member another role (the caller checked the rules: only owners manage admins, the last owner stays). */
export async function setMemberRole(tx: DbOrTx, input: { profileId: string; userId: string; role: ProfileMemberRole }): Promise<void> {
  await tx
    .update(profileMembers)
    .set({ role: input.role })
    .where(and(eq(profileMembers.profileId, input.profileId), eq(profileMembers.userId, input.userId)));
}

/** Ends a membership. */
export async function removeMembership(tx: DbOrTx, input: { profileId: string; userId: string }): Promise<void> {
  await tx.delete(profileMembers).where(and(eq(profileMembers.profileId, input.profileId), eq(profileMembers.userId, input.userId)));
}

/** `select profile_id from profile_members where user_id = …`: the profiles a user belongs to, as a query to union. */
export function membershipProfileIdsOf(userId: string) {
  return qb.select({ profileId: profileMembers.profileId }).from(profileMembers).where(eq(profileMembers.userId, userId));
}

/**
 * `select 1 from profile_members … where user_id = <column>`: the user of the reader's row is a member of a live profile
 * (of `type` when given), for `exists (…)` / `not exists (…)` in the administrators' user filters.
 */
export function liveMembershipOf(userId: SQL | AnyColumn, type?: ProfileType): SQL {
  return sql`select 1 from ${profileMembers} inner join ${profiles} on ${profiles.id} = ${profileMembers.profileId} where ${and(
    eq(profileMembers.userId, userId),
    isNull(profiles.deletedAt),
    type ? eq(profiles.type, type) : undefined,
  )}`;
}

/** The types of live profiles each of `userIds` is a member of (distinct pairs). */
export async function memberProfileTypes(db: DbOrTx, userIds: readonly string[]): Promise<{ userId: string; type: ProfileType }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectDistinct({ userId: profileMembers.userId, type: profiles.type })
    .from(profileMembers)
    .innerJoin(profiles, eq(profiles.id, profileMembers.profileId))
    .where(and(inArray(profileMembers.userId, [...userIds]), isNull(profiles.deletedAt)));
}
