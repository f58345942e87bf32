// POST auth/login, auth/admin/login and auth/logout.
import type { AppDeps } from '../../deps';
import { audit } from '../../lib/audit';
import { unauthorized } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { assertAccountNotLocked, clearFailedSignIns, recordFailedSignIn } from './login-throttle';
import { type AuthContext, revokeSession } from './sessions';
import { type AuthDeps, type RequestMeta, authErrors, findActiveUserByEmail, startSession } from './common';

/**
 * POST auth/login and auth/admin/login. Unknown e-mail, wrong password, revoked account and (for
 * the admin login) a non-administrator all get the same 401 after the same password work.
 */
export async function login(
  deps: AuthDeps & Pick<AppDeps, 'counters'>,
  input: { email: string; password: string },
  options: { adminOnly: boolean },
  meta: RequestMeta,
) {
  // Counted per e-mail whether or not it has an account, so the lock does not reveal which addresses exist.
  await assertAccountNotLocked(deps, input.email);
  const user = await findActiveUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user ? user.passwordHash : await dummyPasswordHash(), input.password);
  if (!user || !passwordOk || user.revokedAt || (options.adminOnly && !user.isAdmin)) {
    await recordFailedSignIn(deps, input.email);
    await audit(deps.db, {
      action: 'auth.loginFailed',
      actorId: user?.id ?? null,
      actorEmail: input.email.trim().toLowerCase(),
      ip: meta.ip ?? null,
      targetType: 'user',
      targetId: user?.id ?? null,
      targetLabel: input.email.trim().toLowerCase(),
      after: { adminLogin: options.adminOnly },
    });
    throw unauthorized(authErrors.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await clearFailedSignIns(deps, input.email);
  const session = await startSession(deps, user, meta);
  await audit(deps.db, {
    action: options.adminOnly ? 'auth.adminLogin' : 'auth.login',
    actorId: user.id,
    actorEmail: user.email,
    ip: meta.ip ?? null,
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
  });
  return session;
}

/** POST auth/logout: ends the caller's session (other sessions stay). */
export async function logout(deps: AuthDeps, auth: AuthContext) {
  await revokeSession(deps.db, auth.sessionId);
}
