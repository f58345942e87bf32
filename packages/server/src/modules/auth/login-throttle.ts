import type { FastifyBaseLogger } from 'fastify';
import { authMessages } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { sha256 } from '../../lib/crypto';
import { TooManyRequestsError } from '../../lib/errors';

/**
 * Per-account sign-in throttling, on top of the per-IP route limit (issue 9 item 5): an attacker with many addresses
 * got 20 tries per address per minute at one account. Now an account takes LOGIN_FAILURES_PER_ACCOUNT wrong passwords
 * within LOGIN_LOCKOUT_MINUTES (10 in 15 by default); then password sign-in to it answers 429 with Retry-After until
 * that window ends, even with the right password (else the lock would tell a guesser when they hit). The window starts
 * at the first failure, so the real person waits at most that long; a successful sign-in clears the count, and a
 * password reset works throughout. Counts live in the shared counters (Redis when configured), keyed by a hash of the
 * e-mail. If the counters cannot be reached, sign-in is allowed (logged): Redis going away must not lock everyone out.
 */
type ThrottleDeps = Pick<AppDeps, 'config' | 'counters'>;

const keyFor = (email: string) => `login-failures:${sha256(email.trim().toLowerCase())}`;

export async function assertAccountNotLocked(deps: ThrottleDeps, email: string, log?: FastifyBaseLogger) {
  let state: { count: number; resetInMs: number };
  try {
    state = await deps.counters.peek(keyFor(email));
  } catch (error) {
    log?.warn({ err: error }, 'sign-in throttle unavailable; allowing the attempt');
    return;
  }
  if (state.count >= deps.config.loginThrottle.maxFailures) {
    throw new TooManyRequestsError(authMessages.tooManyFailedLogins, 'ACCOUNT_LOCKED', state.resetInMs / 1000);
  }
}

export async function recordFailedSignIn(deps: ThrottleDeps, email: string, log?: FastifyBaseLogger) {
  try {
    await deps.counters.increment(keyFor(email), deps.config.loginThrottle.windowMinutes * 60_000);
  } catch (error) {
    log?.warn({ err: error }, 'sign-in throttle unavailable; failure not counted');
  }
}

export async function clearFailedSignIns(deps: ThrottleDeps, email: string, log?: FastifyBaseLogger) {
  try {
    await deps.counters.reset(keyFor(email));
  } catch (error) {
    log?.warn({ err: error }, 'sign-in throttle unavailable; count not cleared');
  }
}
