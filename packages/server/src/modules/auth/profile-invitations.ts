import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { userRefs } from '../users';
import type { InvitationRow } from './invitations';
import { invitations } from './tables';

/**
 * Invitations a profile sends (kind 'member' from profile-member, 'investor' from investor-invitation): auth owns the
 * invitations table (ADR 0069) and answers the families' reads and state changes here; the rules stay theirs.
 */

export interface ProfileInvitationRef {
  kind: string;
  profileId: string;
}

export interface Inviter {
  userId: string;
  firstName: string;
  lastName: string;
}

const qb = new QueryBuilder();

const ofProfile = (ref: ProfileInvitationRef) => and(eq(invitations.kind, ref.kind), eq(invitations.profileId, ref.profileId));
const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

// Who invited, deleted accounts too (users' subquery, left-joined).
const inviter = userRefs('inviter', { withDeleted: true });

/**
 * The profile's invitations of a kind with who sent them: every one newest first (`open: false`), or the open ones
 * (not accepted, not revoked; expired included) newest first then by address.
 */
export async function profileInvitations(
  db: DbOrTx,
  ref: ProfileInvitationRef,
  options: { open: boolean },
): Promise<{ invitation: InvitationRow; inviter: Inviter | null }[]> {
  const rows = await db
    .select({ invitation: invitations, inviter: { userId: inviter.id, firstName: inviter.firstName, lastName: inviter.lastName } })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
    .where(and(ofProfile(ref), options.open ? isOpen : undefined))
    .orderBy(
      ...(options.open ? [desc(invitations.createdAt), asc(invitations.email)] : [desc(invitations.createdAt), desc(invitations.id)]),
    );
  return rows.map((row) => ({ invitation: row.invitation, inviter: row.inviter?.userId ? row.inviter : null }));
}

/** The profile's invitation `id` of the kind, whatever its state, or null. */
export async function profileInvitation(db: DbOrTx, ref: ProfileInvitationRef, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), ofProfile(ref)))
    .limit(1);
  return row ?? null;
}

export async function invitationById(db: DbOrTx, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

/** The addresses among `emails` with an open, unexpired invitation of the profile (a re-invite takes no new seat). */
export async function openlyInvitedAddresses(db: DbOrTx, ref: ProfileInvitationRef, emails: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(ofProfile(ref), inArray(invitations.email, [...emails]), isOpen, gt(invitations.expiresAt, new Date())));
  return rows.map((row) => row.email);
}

/** Revokes the profile's open invitations to `email` (only the newest link works); `unexpiredOnly` leaves expired ones be. */
export async function revokeOpenInvitationsTo(
  db: DbOrTx,
  ref: ProfileInvitationRef,
  email: string,
  options: { unexpiredOnly?: boolean } = {},
): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(ofProfile(ref), eq(invitations.email, email), isOpen, options.unexpiredOnly ? gt(invitations.expiresAt, new Date()) : undefined),
    );
}

/** Revokes the invitation while it is open (twice is a no-op). */
export async function revokeInvitation(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), isOpen));
}

/**
 * A new code for an open invitation (and a new expiry or merged send history): only while it is open and, with
 * `sameCodeHash`, still has that code (of two resends at once one wins). The row after, or null.
 */
export async function renewInvitation(
  db: DbOrTx,
  id: string,
  changes: { codeHash: string; expiresAt?: Date; data?: SQL },
  options: { sameCodeHash?: string } = {},
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set(changes)
    .where(and(eq(invitations.id, id), options.sameCodeHash ? eq(invitations.codeHash, options.sameCodeHash) : undefined, isOpen))
    .returning();
  return row ?? null;
}

/** `select accepted_by_user_id …`: the people who accepted a (not revoked) invitation to the profile, as a query to union. */
export function acceptedInviteeIdsOf(profileId: string) {
  return qb
    .select({ userId: invitations.acceptedByUserId })
    .from(invitations)
    .where(and(eq(invitations.profileId, profileId), isNotNull(invitations.acceptedByUserId), isNull(invitations.revokedAt)));
}

/** `select profile_id …`: the profiles whose (not revoked) invitation the user accepted, as a query to union. */
export function invitedProfileIdsOf(userId: string) {
  return qb
    .select({ profileId: invitations.profileId })
    .from(invitations)
    .where(and(eq(invitations.acceptedByUserId, userId), isNotNull(invitations.profileId), isNull(invitations.revokedAt)));
}
