// E-mail verification: the mail with a link and a code, resending it, and checking either.
import { sql } from 'drizzle-orm';
import { numericCode, randomToken } from '../../lib/crypto';
import { badRequest, unauthorized, unprocessable } from '../../lib/errors';
import { toUserDto, type UserDto } from './user-dto';
import { markEmailVerified, type UserRow } from '../users';
import {
  checkShortCode,
  type CodePurpose,
  consumeLinkToken,
  countRecentCodes,
  invalidateCodes,
  storeLinkToken,
  storeShortCode,
} from './codes';
import { verifyEmailMail } from './mail-templates';
import type { AuthContext } from './sessions';
import { termsAcceptances } from './tables';
import {
  type AuthDeps,
  HOUR,
  MINUTE,
  type RequestMeta,
  authErrors,
  authPolicy,
  codeFailure,
  findActiveUserByEmail,
  getUser,
  type SessionReply,
  startSession,
} from './common';

/**
 * Sends a fresh verification mail (link + 6-digit code); earlier links and codes stop working. One at a time per user,
 * the mail handed over before the next may begin, so the newest mail always carries the code that works: three
 * sign-ups of one address at once used to store their codes in one order and mail them in another.
 */
export async function sendEmailVerification(deps: AuthDeps, user: UserRow) {
  const purposes: CodePurpose[] = ['verify-email-link', 'verify-email-code'];
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verify-email:${user.id}`}, 0))`);
    await invalidateCodes(tx, user.id, purposes);
    const token = randomToken(32);
    const code = numericCode(6);
    await storeLinkToken(
      tx,
      { userId: user.id, purpose: 'verify-email-link', target: user.email, ttlMs: authPolicy.verifyEmailLinkTtlMs },
      token,
    );
    await storeShortCode(
      tx,
      { userId: user.id, purpose: 'verify-email-code', target: user.email, ttlMs: authPolicy.verifyEmailCodeTtlMs },
      code,
    );
    const link = `${deps.config.appUrl}/verifyEmail?code=${encodeURIComponent(token)}`;
    // A mail that cannot be sent is spooled and retried (lib/mail-spool.ts): sending does not fail the transaction.
    await deps.mailer.send({
      to: user.email,
      ...verifyEmailMail({
        firstName: user.firstName,
        link,
        code,
        hours: authPolicy.verifyEmailLinkTtlMs / HOUR,
        codeMinutes: authPolicy.verifyEmailCodeTtlMs / MINUTE,
      }),
    });
  });
}

/** POST auth/resend-email-verification: silent whatever the address (no account enumeration). */
export async function resendEmailVerification(deps: AuthDeps, email: string) {
  const user = await findActiveUserByEmail(deps.db, email);
  if (!user || user.revokedAt || user.emailVerifiedAt) return;
  if ((await countRecentCodes(deps.db, user.id, ['verify-email-link'], HOUR)) >= authPolicy.codesPerHour) return;
  await sendEmailVerification(deps, user);
}

/**
 * GET auth/verify-email: the link token (no session needed), or a 6-digit code with the caller's session, or a
 * 6-digit code with `email` and no session (right after sign-up, which opens none). The last one starts a session:
 * the code proves the mailbox, and the attempts per code are limited as for any code. An unknown address answers as
 * a wrong code does. Marks the address verified; `isAccepted` records acceptance of the terms.
 */
export async function verifyEmail(
  deps: AuthDeps,
  input: { code: string; isAccepted: boolean; email?: string | undefined },
  auth: AuthContext | null,
  meta: RequestMeta,
): Promise<{ user: UserDto; session: SessionReply | null }> {
  const { db } = deps;
  let userId: string;
  let target: string;
  let signsIn = false;
  const isShortCode = /^\d{6}$/.test(input.code);
  if (isShortCode) {
    if (auth?.kind === 'user') {
      userId = auth.userId;
    } else if (input.email) {
      const owner = await findActiveUserByEmail(db, input.email);
      if (!owner || owner.revokedAt) throw unprocessable({ code: [authErrors.codeWrong] });
      userId = owner.id;
      signsIn = true;
    } else {
      throw unauthorized(authErrors.signInForCode);
    }
    const check = await checkShortCode(db, userId, 'verify-email-code', input.code, authPolicy.codeMaxAttempts);
    if (check.outcome !== 'ok') throw codeFailure(check, 'code');
    target = check.row.target;
  } else {
    const row = await consumeLinkToken(db, 'verify-email-link', input.code);
    if (!row) throw badRequest(authErrors.verifyLinkInvalid);
    userId = row.userId;
    target = row.target;
  }
  const user = await getUser(db, userId);
  // A code sent to an address the account no longer has proves nothing.
  if (user.deletedAt || user.email !== target) {
    throw isShortCode ? unprocessable({ code: [authErrors.codeWrong] }) : badRequest(authErrors.verifyLinkInvalid);
  }
  const now = new Date();
  const updated = await markEmailVerified(db, user.id, now);
  await invalidateCodes(db, user.id, ['verify-email-link', 'verify-email-code']);
  if (input.isAccepted) {
    await db
      .insert(termsAcceptances)
      .values({ userId: user.id, source: 'verify-email', ip: meta.ip ?? null, userAgent: meta.userAgent ?? null });
  }
  const session = signsIn ? await startSession(deps, updated!, meta) : null;
  return { user: toUserDto(updated!), session };
}
