// Users of the administration console: list, detail, edit, soft-delete / restore, revoke, create an administrator, invitations.
import {
  type AdminInvitation,
  type AdminInvitationPage,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserPatchInput,
  type CreateAdministratorReply,
  administrationMessages,
  type ProfileType,
} from '@fundnet/validation-schema';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { audit, type AuditEvent } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { recentActivityOf } from '../audit-log';
import { type AuthContext, invitationsPage, inviteAdmin, revokeAllSessions, sessionsOf } from '../auth';
import { liveMembershipOf, memberProfileTypes, membershipsOf } from '../profiles';
import { accountRows, liveUserByEmail, lockActiveAdministrators, type UserChanges, type UserRow, updateUser, userById } from '../users';
import { referralLinks, referralSignups } from './tables';

type Actor = Pick<AuditEvent, 'actorId' | 'actorEmail' | 'ip'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Every account, all columns (users' subquery): the console filters and pages them in one statement, with profiles'
// membership test and its own referral sign-ups.
const users = accountRows('admin_user');

function filtersOf(query: AdminUserListQuery, deleted: boolean): SQL | undefined {
  const where: (SQL | undefined)[] = [deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt)];
  if (query.emailStatus === 'verified') where.push(isNotNull(users.emailVerifiedAt));
  if (query.emailStatus === 'unverified') where.push(isNull(users.emailVerifiedAt));
  if (query.phoneStatus === 'verified') where.push(isNotNull(users.phoneVerifiedAt));
  if (query.phoneStatus === 'unverified') where.push(and(isNotNull(users.phoneNumber), isNull(users.phoneVerifiedAt)));
  if (query.phoneStatus === 'none') where.push(isNull(users.phoneNumber));
  const membership = (type?: ProfileType) => liveMembershipOf(users.id, type);
  if (query.profileType === 'none') where.push(sql`not exists (${membership()})`);
  else if (query.profileType) where.push(sql`exists (${membership(query.profileType)})`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  if (query.invitedByCustomLink) {
    const link = sql`select 1 from ${referralSignups} where ${referralSignups.userId} = ${users.id}${
      query.invitedByCustomLink === 'any' ? sql`` : sql` and ${referralSignups.linkId} = ${query.invitedByCustomLink}`
    }`;
    where.push(sql`exists (${link})`);
  }
  return and(...where);
}

async function toAdminUsers(db: Db, rows: UserRow[]): Promise<AdminUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [types, links] = await Promise.all([
    memberProfileTypes(db, ids),
    db
      .select({ userId: referralSignups.userId, id: referralLinks.id, label: referralLinks.label, code: referralLinks.code })
      .from(referralSignups)
      .innerJoin(referralLinks, eq(referralLinks.id, referralSignups.linkId))
      .where(inArray(referralSignups.userId, ids)),
  ]);
  return rows.map((row) => {
    const link = links.find((l) => l.userId === row.id);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phoneNumber: row.phoneNumber,
      emailVerified: row.emailVerifiedAt !== null,
      phoneVerified: row.phoneVerifiedAt !== null,
      isAdmin: row.isAdmin,
      createdAt: row.createdAt.toISOString(),
      revokedAt: iso(row.revokedAt),
      deletedAt: iso(row.deletedAt),
      profileTypes: types
        .filter((t) => t.userId === row.id)
        .map((t) => t.type)
        .sort(),
      referralLink: link ? { id: link.id, label: link.label, code: link.code } : null,
    };
  });
}

export async function listUsers(db: Db, query: AdminUserListQuery, deleted: boolean): Promise<AdminUserPage> {
  const where = filtersOf(query, deleted);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(deleted ? desc(users.deletedAt) : desc(users.createdAt), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: await toAdminUsers(db, rows), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

async function findUser(db: DbOrTx, id: string, deleted: boolean | null): Promise<UserRow> {
  const row = await userById(db, id);
  if (!row || (deleted !== null && (row.deletedAt !== null) !== deleted)) throw notFound(administrationMessages.userNotFound);
  return row;
}

export async function getUserDetail(db: Db, id: string, deleted: boolean): Promise<AdminUserDetail> {
  const row = await findUser(db, id, deleted);
  const [[base], memberships, sessionRows, activity] = await Promise.all([
    toAdminUsers(db, [row]),
    membershipsOf(db, id, { orderBy: 'name' }),
    sessionsOf(db, id, 50),
    recentActivityOf(db, id, 50),
  ]);
  const now = Date.now();
  return {
    ...base!,
    profiles: memberships,
    sessions: sessionRows.map((s) => ({
      id: s.id,
      kind: s.kind,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
      active: !s.revokedAt && s.expiresAt.getTime() > now && !row.revokedAt && !row.deletedAt,
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    activity,
  };
}

/**
 * The last-administrator rule: inside the caller's transaction, every live administrator row is locked (so two
 * administrators cannot take each other's role at once) and the change is refused when `userId` is the only one left.
 */
async function assertNotLastAdministrator(tx: DbOrTx, userId: string) {
  const admins = await lockActiveAdministrators(tx);
  if (admins.includes(userId) && admins.length <= 1) {
    throw conflict(administrationMessages.lastAdministrator, 'LAST_ADMINISTRATOR');
  }
}

function assertNotSelf(auth: AuthContext, userId: string) {
  if (auth.userId === userId) throw forbidden(administrationMessages.notYourself, 'NOT_YOURSELF');
}

const snapshot = (row: UserRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  phoneNumber: row.phoneNumber,
  isAdmin: row.isAdmin,
  deleted: row.deletedAt !== null,
  revoked: row.revokedAt !== null,
});

/** PATCH administration/user/{id}: edit names and phone, grant or take the admin role, soft-delete or restore. */
export async function patchUser(db: Db, auth: AuthContext, actor: Actor, id: string, input: AdminUserPatchInput) {
  await db.transaction(async (tx) => {
    const row = await findUser(tx, id, null);
    const at = new Date();
    const set: UserChanges = {};
    if (input.firstName !== undefined) set.firstName = input.firstName;
    if (input.lastName !== undefined) set.lastName = input.lastName;
    if (input.phoneNumber !== undefined && input.phoneNumber !== row.phoneNumber) {
      set.phoneNumber = input.phoneNumber || null;
      set.phoneVerifiedAt = null;
    }
    const demote = input.isAdmin === false && row.isAdmin;
    const remove = input.deleted === true && !row.deletedAt;
    if (demote || remove) {
      // The last-administrator rule first, so the one administrator left hears why (not "not yourself").
      if (row.isAdmin) await assertNotLastAdministrator(tx, id);
      assertNotSelf(auth, id);
    }
    if (input.isAdmin !== undefined) set.isAdmin = input.isAdmin;
    if (input.deleted === true && !row.deletedAt) set.deletedAt = new Date();
    if (input.deleted === false && row.deletedAt) {
      // Restoring: the address must still be free among live accounts (the unique index would refuse it).
      const holder = await liveUserByEmail(tx, row.email);
      if (holder && holder.id !== id) throw conflict('Another account uses this e-mail now; it cannot be restored.', 'EMAIL_TAKEN');
      set.deletedAt = null;
    }
    const updated = await updateUser(tx, id, set, { at });
    if (remove) await revokeAllSessions(tx as unknown as Db, id);
    const before = snapshot(row);
    const after = snapshot(updated!);
    const action = remove
      ? 'admin.userDeleted'
      : input.deleted === false && row.deletedAt
        ? 'admin.userRestored'
        : before.isAdmin !== after.isAdmin
          ? 'admin.roleChanged'
          : 'admin.userUpdated';
    await audit(tx, { ...actor, action, targetType: 'user', targetId: id, targetLabel: row.email, before, after });
  });
  return getUserDetail(db, id, input.deleted === true);
}

/** PATCH administration/user-revoke/{id}: revoked ends every session at once (the next request of any tab is 401). */
export async function revokeUser(db: Db, auth: AuthContext, actor: Actor, id: string, revoked: boolean) {
  await db.transaction(async (tx) => {
    const row = await findUser(tx, id, false);
    if (revoked) {
      if (row.isAdmin) await assertNotLastAdministrator(tx, id);
      assertNotSelf(auth, id);
    }
    const updated = await updateUser(tx, id, { revokedAt: revoked ? (row.revokedAt ?? new Date()) : null });
    if (revoked) await revokeAllSessions(tx as unknown as Db, id);
    await audit(tx, {
      ...actor,
      action: revoked ? 'admin.userRevoked' : 'admin.userReinstated',
      targetType: 'user',
      targetId: id,
      targetLabel: row.email,
      before: snapshot(row),
      after: snapshot(updated!),
    });
  });
  return getUserDetail(db, id, false);
}

/** POST administration: an existing user becomes an administrator at once; a new address is invited (auth/admin/invite). */
export async function createAdministrator(
  deps: AppDeps,
  auth: AuthContext,
  actor: Actor,
  input: { email: string; firstName?: string; lastName?: string },
): Promise<CreateAdministratorReply> {
  const email = input.email.trim().toLowerCase();
  const existing = await liveUserByEmail(deps.db, email);
  if (existing) {
    if (existing.isAdmin) throw conflict(administrationMessages.emailTaken, 'ALREADY_ADMINISTRATOR');
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, existing.id, { isAdmin: true });
      await audit(tx, {
        ...actor,
        action: 'admin.roleChanged',
        targetType: 'user',
        targetId: existing.id,
        targetLabel: email,
        before: { isAdmin: false },
        after: { isAdmin: true },
      });
    });
    return { status: 'promoted', userId: existing.id, invitationId: null, expiresAt: null };
  }
  const invited = await inviteAdmin(deps, auth, { email, firstName: input.firstName || null, lastName: input.lastName || null });
  await audit(deps.db, {
    ...actor,
    action: 'admin.administratorInvited',
    targetType: 'invitation',
    targetId: invited.invitationId,
    targetLabel: email,
    after: { email },
  });
  return { status: 'invited', userId: null, invitationId: invited.invitationId, expiresAt: invited.expiresAt };
}

function stateOf(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }): AdminInvitation['state'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'open';
}

/** GET administration/invitations: every invitation sent (administrators, profile members, investors, funds). */
export async function listInvitations(
  db: Db,
  query: { state?: AdminInvitation['state']; kind?: string; search?: string; page: number; limit: number },
): Promise<AdminInvitationPage> {
  const { rows, total } = await invitationsPage(db, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      email: row.email,
      state: stateOf(row),
      invitedBy: row.invitedBy,
      profileName: row.profileName,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
