import { audit } from '../../lib/audit';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type ChangePasswordInput, type GetMeReply, usersMessages } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  type AuthContext,
  createSession,
  type NewSession,
  revokeAllSessions,
  type SessionPolicy,
  setActiveProfile,
  toUserDto,
} from '../auth';
import { profileMembers, profiles } from '../profiles/tables';
import { toUserInfoDto } from '../user-info';
import { userInfo } from '../user-info/tables';
import { type UserRow, users } from './tables';

/** A live (not soft-deleted) user, or 404. */
export async function findLiveUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound('This user does not exist.');
  return row;
}

/** GET users/get-me: the user, the profiles they are a member of, the session's active profile and their details. */
export async function getMe(db: Db, auth: AuthContext): Promise<GetMeReply> {
  const [row] = await db
    .select({ user: users, info: userInfo })
    .from(users)
    .leftJoin(userInfo, eq(userInfo.userId, users.id))
    .where(and(eq(users.id, auth.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound('This user does not exist.');
  const memberships = await db
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
    .where(and(eq(profileMembers.userId, auth.userId), isNull(profiles.deletedAt)))
    .orderBy(asc(profileMembers.createdAt), asc(profiles.name));
  return {
    user: toUserDto(row.user),
    profiles: memberships,
    activeProfileId: auth.activeProfileId,
    userInfo: toUserInfoDto(row.user, row.info),
  };
}

/** POST users/validate-password: whether `password` is the user's current password. */
export async function validatePassword(db: Db, userId: string, password: string): Promise<boolean> {
  const user = await findLiveUser(db, userId);
  return verifyPassword(user.passwordHash, password);
}

/**
 * POST users/change-password: checks the current password, stores the new one, ends EVERY session
 * of the user (the caller's too) and opens a new one for the caller, keeping its active profile.
 */
export async function changePassword(
  db: Db,
  policy: SessionPolicy,
  auth: AuthContext,
  input: ChangePasswordInput,
  meta: { userAgent?: string; ip?: string },
): Promise<NewSession> {
  const user = await findLiveUser(db, auth.userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw unprocessable({ currentPassword: [usersMessages.currentPasswordIncorrect] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // One transaction: the new password and the end of the old sessions take effect together.
  // The session helpers take a Db; a transaction offers the same query API.
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllSessions(txDb, user.id);
    await audit(tx, {
      action: 'auth.passwordChanged',
      actorId: user.id,
      actorEmail: user.email,
      ip: meta.ip ?? null,
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.email,
    });
    const session = await createSession(txDb, policy, user.id, meta);
    if (auth.activeProfileId) await setActiveProfile(txDb, session.sessionId, auth.activeProfileId);
    return session;
  });
}
