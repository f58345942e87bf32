import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { invitations } from './tables';

/**
 * Invitations sent by e-mail (table invitations). The code travels only in the mailed link; the
 * table keeps its SHA-256. Kinds used by the auth family: 'admin' (auth/admin/invite, accepted
 * through auth/signup with `invitationCode`), 'investor' and 'fund' (accepted through
 * auth/signup-invited-investor / -fund). Other families create theirs with `createInvitation`.
 */

export type InvitationRow = typeof invitations.$inferSelect;

/** The database or a transaction of it. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const hashInvitationCode = (code: string) => sha256(`invitation:${code}`);

export interface NewInvitation {
  kind: string;
  email: string;
  ttlMs: number;
  invitedByUserId?: string | null;
  /** With `role`: the profile the invited person becomes a member of on signing up. */
  profileId?: string | null;
  role?: string | null;
  message?: string | null;
  data?: Record<string, unknown> | null;
}

/** Creates an invitation and returns its code (to put in the mailed link; it is not stored). */
export async function createInvitation(db: Db, invitation: NewInvitation) {
  const code = randomToken(32);
  const expiresAt = new Date(Date.now() + invitation.ttlMs);
  const [row] = await db
    .insert(invitations)
    .values({
      kind: invitation.kind,
      email: invitation.email.trim().toLowerCase(),
      codeHash: hashInvitationCode(code),
      invitedByUserId: invitation.invitedByUserId ?? null,
      profileId: invitation.profileId ?? null,
      role: invitation.role ?? null,
      message: invitation.message ?? null,
      data: invitation.data ?? null,
      expiresAt,
    })
    .returning({ id: invitations.id });
  return { id: row!.id, code, expiresAt };
}

/** The invitation of this kind behind a code, if it is still open (not expired, accepted or revoked). */
export async function findOpenInvitation(db: Db, kind: string, code: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, kind),
        eq(invitations.codeHash, hashInvitationCode(code)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks an open invitation accepted; false when someone else accepted (or it was revoked) meanwhile. */
export async function markInvitationAccepted(db: DbExecutor, invitationId: string, userId: string): Promise<boolean> {
  const accepted = await db
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedByUserId: userId })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return accepted.length === 1;
}

/** Revokes the open invitations of a kind to an address (before sending a new one). */
export async function revokeOpenInvitations(db: Db, kind: string, email: string) {
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.kind, kind),
        eq(invitations.email, email.trim().toLowerCase()),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/** An invitation of one of `kinds` by its mailed code (any state), or null: families check the state themselves. */
export async function invitationByCode(db: DbOrTx, kinds: readonly string[], code: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(inArray(invitations.kind, [...kinds]), eq(invitations.codeHash, hashInvitationCode(code))))
    .limit(1);
  return row ?? null;
}

/** A JSON merge into `invitations.data`, as a value for `set` (one statement: concurrent writers never lose keys). */
export const mergeInvitationData = (patch: Record<string, unknown>) =>
  sql`coalesce(${invitations.data}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;

/** Merges `patch` into the invitation's data, only while the data lacks `unlessKey` when given; the row after, or null. */
export async function updateInvitationData(
  db: DbOrTx,
  id: string,
  patch: Record<string, unknown>,
  options: { unlessKey?: string } = {},
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ data: mergeInvitationData(patch) })
    .where(
      and(
        eq(invitations.id, id),
        options.unlessKey ? sql`not (coalesce(${invitations.data}, '{}'::jsonb) ? ${options.unlessKey})` : undefined,
      ),
    )
    .returning();
  return row ?? null;
}
