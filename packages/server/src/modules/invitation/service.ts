import {
  type AcceptInvitationReply,
  type InvestorInvitationStatus,
  type InvitationDetails,
  type InvitationKind,
  invitationKinds,
  invitationMessages as text,
  type InvitingProfile,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { badRequest, gone } from '../../lib/errors';
import {
  type AuthContext,
  invitationByCode,
  type InvitationRow,
  markInvitationAccepted,
  mergeInvitationData,
  updateInvitationData,
} from '../auth';
import { findProfile } from '../profiles';
import { assertOwnsAddress } from '../user-secondary-email';
import { liveUserByEmail, userById } from '../users';

/**
 * The invited person's side of investor and fund invitations (rows of the invitations table of kind
 * 'investor' or 'fund'). The send history lives in the row's `data` (lastSentAt, sendCount, openedAt):
 * the invitations table is shared with admin and member invitations, which need none of it.
 */

/** What investor-invitation keeps in `invitations.data`. */
export interface SendHistory {
  lastSentAt: string;
  sendCount: number;
  openedAt: string | null;
}

export function sendHistoryOf(row: InvitationRow): SendHistory {
  const data = (row.data ?? {}) as Partial<SendHistory>;
  return {
    lastSentAt: typeof data.lastSentAt === 'string' ? data.lastSentAt : row.createdAt.toISOString(),
    sendCount: typeof data.sendCount === 'number' ? data.sendCount : 1,
    openedAt: typeof data.openedAt === 'string' ? data.openedAt : null,
  };
}

/** A JSON merge into `invitations.data` (one statement: concurrent opens and sends never lose each other's keys). */
export const mergeData = mergeInvitationData;

/** The status a fund sees for one invited address. Revoked and accepted are final; then expiry; then whether it was opened. */
export function investorInvitationStatus(row: InvitationRow, now = new Date()): InvestorInvitationStatus {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return sendHistoryOf(row).openedAt ? 'opened' : 'sent';
}

function invitedState(row: InvitationRow, now = new Date()): InvitationDetails['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

async function findByCode(db: Db, code: string): Promise<InvitationRow> {
  const row = await invitationByCode(db, invitationKinds, code);
  if (!row) throw badRequest(text.invalid, 'INVITATION_INVALID');
  return row;
}

async function invitingProfile(db: Db, profileId: string | null): Promise<InvitingProfile | null> {
  if (!profileId) return null;
  const row = await findProfile(db, profileId);
  return row ? { id: row.id, type: row.type, name: row.name, slug: row.slug } : null;
}

/**
 * POST api/invitation/open: what the mailed link is about. The first call on an open invitation records
 * that it was opened (the fund sees "opened"); it accepts nothing, so a mail scanner calling it (it cannot:
 * it is a POST the page makes) would at worst mark it opened.
 */
export async function openInvitation(db: Db, code: string): Promise<InvitationDetails> {
  let row = await findByCode(db, code);
  const status = invitedState(row);
  if (status === 'open' && !sendHistoryOf(row).openedAt) {
    const updated = await updateInvitationData(db, row.id, { openedAt: new Date().toISOString() }, { unlessKey: 'openedAt' });
    row = updated ?? row;
  }
  const inviter = row.invitedByUserId ? await userById(db, row.invitedByUserId) : undefined;
  const account = await liveUserByEmail(db, row.email);
  return {
    kind: row.kind as InvitationKind,
    email: row.email,
    status,
    profile: await invitingProfile(db, row.profileId),
    invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || null : null,
    message: row.message,
    expiresAt: row.expiresAt.toISOString(),
    accountExists: Boolean(account),
  };
}

/**
 * POST api/invitation/accept: a person who already has an account accepts while signed in (a new person
 * uses auth/signup-invited-investor / -fund instead). Unknown code 400; revoked, expired or already
 * accepted 410 (a second accept included); the invited address must be one of the user's verified ones (403).
 */
export async function acceptInvitation(db: Db, auth: AuthContext, code: string): Promise<AcceptInvitationReply> {
  const row = await findByCode(db, code);
  if (row.revokedAt) throw gone(text.revoked, 'INVITATION_REVOKED');
  if (row.acceptedAt) throw gone(text.used, 'INVITATION_USED');
  if (row.expiresAt.getTime() <= Date.now()) throw gone(text.expired, 'INVITATION_EXPIRED');
  await assertOwnsAddress(db, auth.userId, row.email, text);
  if (!(await markInvitationAccepted(db, row.id, auth.userId))) throw gone(text.used, 'INVITATION_USED');
  return { profile: await invitingProfile(db, row.profileId) };
}
