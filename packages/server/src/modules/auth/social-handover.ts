import { eq, lt } from 'drizzle-orm';
import { authMessages } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { AppDeps } from '../../deps';
import { liveUserById } from '../users';
import { type RequestMeta, type SessionReply, startSession } from './common';
import { socialHandoverCodes } from './tables';

/**
 * How social sign-in hands a session to the app without a bearer token in any URL (issue 9 item 4, sign-in fixation).
 *
 * The provider's callback ends with a redirect to `<app>/login#code=<code>`: a code of 256 random bits that is worth
 * nothing alone. It is single use, lives a minute, and is bound to the browser that went through the provider by an
 * HttpOnly cookie set with the same redirect (path /api/auth/social/exchange). The app POSTs it to
 * auth/social/exchange; only then is a session opened. A `/login#code=…` or `#token=…` link sent to someone else
 * therefore signs nobody in: their browser lacks the cookie, and tokens in fragments are no longer read at all.
 */
export const SOCIAL_HANDOVER_TTL_MS = 60_000;
export const SOCIAL_HANDOVER_COOKIE = 'fundnet_social_handover';
export const SOCIAL_EXCHANGE_PATH = '/api/auth/social/exchange';

export interface SocialHandover {
  /** Goes into the app's URL fragment. */
  code: string;
  /** Goes into the HttpOnly cookie of the browser that signed in. */
  browserValue: string;
}

/** At the end of the callback: a code for this user, bound to this browser. Expired codes are swept on the way. */
export async function createSocialHandover(db: Db, userId: string, provider: string): Promise<SocialHandover> {
  const code = randomToken(32);
  const browserValue = randomToken(32);
  const now = Date.now();
  await db.delete(socialHandoverCodes).where(lt(socialHandoverCodes.expiresAt, new Date(now)));
  await db.insert(socialHandoverCodes).values({
    codeHash: sha256(code),
    userId,
    provider,
    browserHash: sha256(browserValue),
    expiresAt: new Date(now + SOCIAL_HANDOVER_TTL_MS),
  });
  return { code, browserValue };
}

const invalidCode = () => new AppError(401, authMessages.socialCodeInvalid, 'SOCIAL_CODE_INVALID');

/**
 * POST auth/social/exchange: the code is deleted as it is read (a second use finds nothing), then its expiry, the
 * browser cookie and the account are checked; a new session is opened for its user.
 */
export async function exchangeSocialHandover(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'sms'>,
  code: string,
  browserValue: string | undefined,
  meta: RequestMeta,
): Promise<SessionReply> {
  const [row] = await deps.db
    .delete(socialHandoverCodes)
    .where(eq(socialHandoverCodes.codeHash, sha256(code)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) throw invalidCode();
  if (!browserValue || !safeEqual(sha256(browserValue), row.browserHash)) throw invalidCode();
  // The account may have been removed or blocked in the minute since.
  const user = await liveUserById(deps.db, row.userId, { active: true });
  if (!user) throw invalidCode();
  return startSession(deps, user, meta);
}
