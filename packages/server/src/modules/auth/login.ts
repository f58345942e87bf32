// POST auth/login, auth/admin/login and auth/logout.
import type { AppDeps } from '../../deps';
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
    throw unauthorized(authErrors.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await clearFailedSignIns(deps, input.email);
  return startSession(deps, user, meta);
}

/** POST auth/logout: ends the caller's session (other sessions stay). */
export async function logout(deps: AuthDeps, auth: AuthContext) {
  await revokeSession(deps.db, auth.sessionId);
}
