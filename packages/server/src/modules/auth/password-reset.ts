// POST auth/request-reset-password and auth/reset-password.
import { audit } from '../../lib/audit';
import { randomToken } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { markEmailVerified, type UserRow } from '../users';
import { consumeLinkToken, countRecentCodes, invalidateCodes, storeLinkToken } from './codes';
import { accountExistsMail, resetPasswordMail } from './mail-templates';
import { revokeAllSessions } from './sessions';
import { type AuthDeps, HOUR, MINUTE, authErrors, authPolicy, findActiveUserByEmail, getUser } from './common';

/** POST auth/request-reset-password: mails a single-use link when the address has an account; silent otherwise. */
export async function requestPasswordReset(deps: AuthDeps, email: string) {
  const user = await findActiveUserByEmail(deps.db, email);
  if (!user || user.revokedAt) return;
  await mailResetLink(deps, user, 'reset');
}

/**
 * Someone signed up with the address of a verified account (auth/signup answers as for a new one): its owner
 * learns of it, with a way to log in and a password-reset link in case they forgot their password.
 */
export async function sendAccountExistsNotice(deps: AuthDeps, user: UserRow) {
  await mailResetLink(deps, user, 'account-exists');
}

/** Issues a reset link (earlier ones stop working) and mails it; at most `codesPerHour` an hour per account. */
async function mailResetLink(deps: AuthDeps, user: UserRow, occasion: 'reset' | 'account-exists') {
  if ((await countRecentCodes(deps.db, user.id, ['reset-password'], HOUR)) >= authPolicy.codesPerHour) return;
  await invalidateCodes(deps.db, user.id, ['reset-password']);
  const token = randomToken(32);
  await storeLinkToken(
    deps.db,
    { userId: user.id, purpose: 'reset-password', target: user.email, ttlMs: authPolicy.resetPasswordTtlMs },
    token,
  );
  const link = `${deps.config.appUrl}/newPassword?code=${encodeURIComponent(token)}`;
  const minutes = authPolicy.resetPasswordTtlMs / MINUTE;
  await deps.mailer.send({
    to: user.email,
    ...(occasion === 'reset'
      ? resetPasswordMail({ firstName: user.firstName, link, code: token, minutes })
      : accountExistsMail({ firstName: user.firstName, loginLink: `${deps.config.appUrl}/login`, link, code: token, minutes })),
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
  await markEmailVerified(db, user.id, now, { passwordHash });
  await revokeAllSessions(db, user.id);
  await invalidateCodes(db, user.id, ['reset-password']);
  await audit(db, {
    action: 'auth.passwordReset',
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
  });
}
