// The users/* routes' use cases (get-me, validate-password, change-password). They live in auth, not in users: they
// end and open sessions and list the user's profiles, and users is the module below both (ADR 0069).
import { type ChangePasswordInput, type GetMeReply, usersMessages } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { membershipsOf } from '../profiles';
import { toUserInfoDto, userInfoRow } from '../user-info';
import { liveUserById, updateUser, type UserRow } from '../users';
import { type AuthContext, createSession, type NewSession, revokeAllSessions, type SessionPolicy, setActiveProfile } from './sessions';
import { toUserDto } from './user-dto';

/** A live (not soft-deleted) user, or 404. */
export async function findLiveUser(db: Db, userId: string): Promise<UserRow> {
  const row = await liveUserById(db, userId);
  if (!row) throw notFound('This user does not exist.');
  return row;
}

/** GET users/get-me: the user, the profiles they are a member of, the session's active profile and their details. */
export async function getMe(db: Db, auth: AuthContext): Promise<GetMeReply> {
  const user = await findLiveUser(db, auth.userId);
  const [info, memberships] = await Promise.all([userInfoRow(db, auth.userId), membershipsOf(db, auth.userId)]);
  return {
    user: toUserDto(user),
    profiles: memberships,
    activeProfileId: auth.activeProfileId,
    userInfo: toUserInfoDto(user, info),
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
    await updateUser(tx, user.id, { passwordHash });
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
