import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ShareLinkAccess } from '@fundnet/validation-schema';
import { numericCode, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { DbOrTx } from '../profiles';
import { latestNdaVersion } from '../profile-nda';
import { evaluateAccess, type VisitorState } from './policy';
import { type AccessPolicyRow, type AccessVisitorTokenRow, accessMagicCodes, accessPolicies, accessVisitorTokens } from './tables';

/** A visitor token lives 30 days at most (and never past its policy's expiry, which the evaluation checks anyway). */
const VISITOR_TOKEN_DAYS = 30;
/** A mailed magic link (and its code) works for 30 minutes, once; a code allows 5 wrong tries. */
const MAGIC_MINUTES = 30;
const MAGIC_CODE_ATTEMPTS = 5;

/** The current NDA version of a profile as the policy compares it: the latest profile-nda version, 0 for the standard terms. */
export async function currentNdaVersionOf(db: DbOrTx, profileId: string | null): Promise<number> {
  if (!profileId) return 0;
  return (await latestNdaVersion(db, profileId)) ?? 0;
}

export function stateOf(row: AccessVisitorTokenRow | null | undefined): VisitorState {
  return {
    email: row?.email ?? null,
    emailVerified: row?.emailVerified ?? false,
    passwordPassed: row?.passwordPassed ?? false,
    ndaVersion: row?.ndaVersion ?? null,
  };
}

export async function accessOf(
  db: DbOrTx,
  policy: AccessPolicyRow,
  visitor: AccessVisitorTokenRow | null,
  now = new Date(),
): Promise<ShareLinkAccess> {
  return evaluateAccess(policy, stateOf(visitor), { now, currentNdaVersion: await currentNdaVersionOf(db, policy.ndaProfileId) });
}

export async function issueVisitorToken(
  db: DbOrTx,
  input: { policy: AccessPolicyRow; subjectId: string; state?: Partial<VisitorState>; userId?: string | null },
): Promise<{ token: string; row: AccessVisitorTokenRow }> {
  const token = randomToken();
  const [row] = await db
    .insert(accessVisitorTokens)
    .values({
      policyId: input.policy.id,
      subjectId: input.subjectId,
      tokenHash: sha256(token),
      policyVersion: input.policy.version,
      email: input.state?.email ?? null,
      emailVerified: input.state?.emailVerified ?? false,
      passwordPassed: input.state?.passwordPassed ?? false,
      ndaVersion: input.state?.ndaVersion ?? null,
      userId: input.userId ?? null,
      expiresAt: new Date(Date.now() + VISITOR_TOKEN_DAYS * 86_400_000),
    })
    .returning();
  return { token, row: row! };
}

/**
 * The token's row and its policy, or null when the token is unknown, expired, for another subject, or was issued
 * under an earlier version of the policy (switched off, password / scope / lists changed): such a token is dead
 * on its next request, not only when it was issued.
 */
export async function resolveVisitorToken(
  db: DbOrTx,
  token: string | undefined,
  subjectId?: string,
): Promise<{ visitor: AccessVisitorTokenRow; policy: AccessPolicyRow } | null> {
  if (!token || token.length > 200) return null;
  const [found] = await db
    .select({ visitor: accessVisitorTokens, policy: accessPolicies })
    .from(accessVisitorTokens)
    .innerJoin(accessPolicies, eq(accessPolicies.id, accessVisitorTokens.policyId))
    .where(and(eq(accessVisitorTokens.tokenHash, sha256(token)), gt(accessVisitorTokens.expiresAt, sql`now()`)))
    .limit(1);
  if (!found) return null;
  if (subjectId && found.visitor.subjectId !== subjectId) return null;
  if (found.visitor.policyVersion !== found.policy.version) return null;
  return found;
}

export async function updateVisitor(
  db: DbOrTx,
  id: string,
  patch: Partial<VisitorState> & { userId?: string | null },
): Promise<AccessVisitorTokenRow> {
  const [row] = await db
    .update(accessVisitorTokens)
    .set({ ...patch, ...(patch.ndaVersion !== undefined ? { ndaAcceptedAt: new Date() } : {}), lastSeenAt: new Date() })
    .where(eq(accessVisitorTokens.id, id))
    .returning();
  return row!;
}

/** A new one-time magic link token and code for an address; earlier unused ones of the same address stop working. */
export async function createMagicCode(db: DbOrTx, input: { policyId: string; subjectId: string; email: string }) {
  const token = randomToken();
  const code = numericCode(6);
  await db
    .update(accessMagicCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(accessMagicCodes.subjectId, input.subjectId), eq(accessMagicCodes.email, input.email), isNull(accessMagicCodes.usedAt)));
  await db.insert(accessMagicCodes).values({
    ...input,
    tokenHash: sha256(token),
    codeHash: sha256(`${input.subjectId}:${input.email}:${code}`),
    expiresAt: new Date(Date.now() + MAGIC_MINUTES * 60_000),
  });
  return { token, code };
}

/** Consumes a magic link token (single use, atomically): the address it proves, or null. */
export async function consumeMagicToken(db: DbOrTx, token: string) {
  const [row] = await db
    .update(accessMagicCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(accessMagicCodes.tokenHash, sha256(token)), isNull(accessMagicCodes.usedAt), gt(accessMagicCodes.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

/** Consumes the typed code of the latest magic link of an address for a subject; each wrong code counts, 5 end it. */
export async function consumeMagicCode(db: DbOrTx, input: { subjectId: string; email: string; code: string }) {
  const [row] = await db
    .select()
    .from(accessMagicCodes)
    .where(
      and(
        eq(accessMagicCodes.subjectId, input.subjectId),
        eq(accessMagicCodes.email, input.email),
        isNull(accessMagicCodes.usedAt),
        gt(accessMagicCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accessMagicCodes.createdAt))
    .limit(1);
  if (!row) return null;
  if (!safeEqual(row.codeHash, sha256(`${input.subjectId}:${input.email}:${input.code}`))) {
    const attempts = row.attempts + 1;
    await db
      .update(accessMagicCodes)
      .set({ attempts, ...(attempts >= MAGIC_CODE_ATTEMPTS ? { usedAt: new Date() } : {}) })
      .where(eq(accessMagicCodes.id, row.id));
    return null;
  }
  const [used] = await db
    .update(accessMagicCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(accessMagicCodes.id, row.id), isNull(accessMagicCodes.usedAt)))
    .returning();
  return used ?? null;
}
