import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { activeUser, userRefs } from '../users';
import { sessions } from './tables';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** Who is calling: resolved from the bearer token on every request. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  email: string;
  isAdmin: boolean;
  kind: string;
  activeProfileId: string | null;
}

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Issues a fresh opaque token (never reused across logins); only its SHA-256 is stored. */
export async function createSession(
  db: Db,
  policy: SessionPolicy,
  userId: string,
  meta: { userAgent?: string; ip?: string; kind?: string } = {},
): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256(token),
      expiresAt,
      userAgent: meta.userAgent ?? null,
      ip: meta.ip ?? null,
      kind: meta.kind ?? 'user',
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

// Writing last_seen_at on every request would turn reads into writes; a minute's precision is enough.
const touchEveryMs = 60_000;

/** The session behind a token, or null when it is unknown, revoked, idle too long or past its absolute expiry. */
// users' account columns, joined in the one statement every authenticated request runs (users builds the subquery).
const account = userRefs('session_user', { withDeleted: true });

export async function resolveSession(db: Db, policy: SessionPolicy, token: string): Promise<AuthContext | null> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      activeProfileId: sessions.activeProfileId,
      email: account.email,
      isAdmin: account.isAdmin,
    })
    .from(sessions)
    .innerJoin(account, eq(account.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), activeUser(account)))
    .limit(1);
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > policy.idleMinutes * 60_000) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idleMs > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    isAdmin: row.isAdmin,
    kind: row.kind,
    activeProfileId: row.activeProfileId,
  };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password change, revoke), optionally keeping one. */
export async function revokeAllSessions(db: Db, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined),
    );
}

export async function setActiveProfile(db: Db, sessionId: string, profileId: string | null) {
  await db.update(sessions).set({ activeProfileId: profileId }).where(eq(sessions.id, sessionId));
}

/** Sessions that had the profile as their active profile forget it (profiles announces a deleted draft; app.ts wires it). */
export async function forgetActiveProfile(tx: DbOrTx, profileId: string): Promise<void> {
  await tx.update(sessions).set({ activeProfileId: null }).where(eq(sessions.activeProfileId, profileId));
}

/** The user's sessions that had the profile active forget it (the user left the profile or was removed from it). */
export async function forgetActiveProfileOf(tx: DbOrTx, userId: string, profileId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ activeProfileId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.activeProfileId, profileId)));
}
