import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { safeEqual, sha256 } from '../../lib/crypto';
import { oneTimeCodes } from './tables';

/**
 * Single-use secrets sent by mail or SMS (table one_time_codes). Two kinds:
 * - a long random token (in a link): looked up by its hash, so only the purpose is needed;
 * - a short numeric code a person types: looked up by user and purpose (the newest live one),
 *   compared in constant time, and dead after `maxAttempts` wrong tries.
 * Issuing a code of a purpose ends the user's earlier codes of that purpose.
 */

export type CodePurpose = 'verify-email-link' | 'verify-email-code' | 'reset-password' | 'verify-phone';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** Link tokens are 256-bit random values: a plain SHA-256 is enough. */
export const hashLinkToken = (purpose: CodePurpose, token: string) => sha256(`${purpose}:${token}`);

/** Short codes are bound to their user and purpose before hashing, so equal codes of two users differ. */
const hashShortCode = (purpose: CodePurpose, userId: string, code: string) => sha256(`${purpose}:${userId}:${code}`);

export interface IssueCode {
  userId: string;
  purpose: CodePurpose;
  /** What the code proves: the e-mail address or phone number. */
  target: string;
  ttlMs: number;
}

/** Ends every live code of the user for these purposes (a new one was sent, or one was used). */
export async function invalidateCodes(db: DbOrTx, userId: string, purposes: CodePurpose[]) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), inArray(oneTimeCodes.purpose, purposes), isNull(oneTimeCodes.usedAt)));
}

export async function storeLinkToken(db: DbOrTx, issue: IssueCode, token: string) {
  await db.insert(oneTimeCodes).values({
    userId: issue.userId,
    purpose: issue.purpose,
    target: issue.target,
    codeHash: hashLinkToken(issue.purpose, token),
    expiresAt: new Date(Date.now() + issue.ttlMs),
  });
}

export async function storeShortCode(db: DbOrTx, issue: IssueCode, code: string) {
  await db.insert(oneTimeCodes).values({
    userId: issue.userId,
    purpose: issue.purpose,
    target: issue.target,
    codeHash: hashShortCode(issue.purpose, issue.userId, code),
    expiresAt: new Date(Date.now() + issue.ttlMs),
  });
}

/** How many codes of these purposes the user was sent in the last `windowMs` (to cap mails and SMS per person). */
export async function countRecentCodes(db: Db, userId: string, purposes: CodePurpose[], windowMs: number) {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        inArray(oneTimeCodes.purpose, purposes),
        gt(oneTimeCodes.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Uses a link token: marks it used and returns its row, or null when it is unknown, used or expired.
 * One UPDATE … RETURNING, so two concurrent uses cannot both succeed.
 */
export async function consumeLinkToken(db: Db, purpose: CodePurpose, token: string): Promise<OneTimeCodeRow | null> {
  const now = new Date();
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, hashLinkToken(purpose, token)),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export type ShortCodeCheck =
  | { outcome: 'ok'; row: OneTimeCodeRow }
  /** No live code: never sent, expired, used, or replaced by a newer one. */
  | { outcome: 'none' }
  | { outcome: 'wrong'; attemptsLeft: number }
  /** Too many wrong tries: the code is dead, a new one must be requested. */
  | { outcome: 'locked' };

/** Checks a typed code against the user's newest live code of the purpose, counting wrong tries. */
export async function checkShortCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  maxAttempts: number,
): Promise<ShortCodeCheck> {
  const now = new Date();
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live) return { outcome: 'none' };
  if (live.attempts >= maxAttempts) return { outcome: 'locked' };
  if (!safeEqual(live.codeHash, hashShortCode(purpose, userId, code))) {
    // Counted in SQL and only while below the limit, so concurrent wrong tries cannot exceed it.
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, live.id), lt(oneTimeCodes.attempts, maxAttempts)))
      .returning({ attempts: oneTimeCodes.attempts });
    if (!counted) return { outcome: 'locked' };
    return { outcome: 'wrong', attemptsLeft: maxAttempts - counted.attempts };
  }
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, maxAttempts)))
    .returning();
  return used ? { outcome: 'ok', row: used } : { outcome: 'none' };
}
