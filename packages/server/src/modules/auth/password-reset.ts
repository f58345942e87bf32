// POST auth/request-reset-password and auth/reset-password.
import { eq, sql } from 'drizzle-orm';
import { randomToken } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { users } from '../users/tables';
import { consumeLinkToken, countRecentCodes, invalidateCodes, storeLinkToken } from './codes';
import { resetPasswordMail } from './mail-templates';
import { revokeAllSessions } from './sessions';
import { type AuthDeps, HOUR, MINUTE, authErrors, authPolicy, findActiveUserByEmail, getUser } from './common';

/** POST auth/request-reset-password: mails a single-use link when the address has an account; silent otherwise. */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const user = await findActiveUserByEmail(deps.db, email);
  if (!user || user.revokedAt) return;
  if ((await countRecentCodes(deps.db, user.id, ['reset-password'], HOUR)) >= authPolicy.codesPerHour) return;
  await invalidateCodes(deps.db, user.id, ['reset-password']);
  const token = randomToken(32);
  await storeLinkToken(
    deps.db,
    { userId: user.id, purpose: 'reset-password', target: user.email, ttlMs: authPolicy.resetPasswordTtlMs },
    token,
  );
  const link = `${deps.config.appUrl}/newPassword?code=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    ...resetPasswordMail({ firstName: user.firstName, link, code: token, minutes: authPolicy.resetPasswordTtlMs / MINUTE }),
  });
}

/**
 * POST auth/reset-password: sets the new password and ends every session of the user. The link
 * reached the address, so an unverified address becomes verified.
 */
export async function resetPassword(deps: AuthDeps, code: string, password: string) {
  const { db } = deps;
  const row = await consumeLinkToken(db, 'reset-password', code);
  if (!row) throw badRequest(authErrors.resetInvalid);
  const user = await getUser(db, row.userId).catch(() => null);
  if (!user || user.deletedAt || user.email !== row.target) throw badRequest(authErrors.resetInvalid);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
  await invalidateCodes(db, user.id, ['reset-password']);
}
