import {
  INVESTOR_INVITATION_MAX_SENDS,
  INVESTOR_INVITATION_RESEND_INTERVAL_MINUTES,
  INVESTOR_INVITATION_TTL_DAYS,
  type InvestorInvitation,
  type InviteInvestorsInput,
  investorInvitationMessages as text,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../lib/crypto';
import { conflict, gone, notFound, TooManyRequestsError } from '../../lib/errors';
import type { ProfileContext } from '../../plugins/profile-context';
import {
  createInvitation,
  hashInvitationCode,
  invitationById,
  type InvitationRow,
  profileInvitation,
  profileInvitations,
  renewInvitation,
  revokeInvitation,
  revokeOpenInvitationsTo,
} from '../auth';
import { investorInvitationStatus, mergeData, sendHistoryOf } from '../invitation';
import { userById } from '../users';
import { investorInvitationMail } from './mail';

/**
 * A fund's invitations to investors: rows of the shared invitations table of kind 'investor' with the
 * fund as profile_id and no role (the invited investor does not join the fund's team). Accepting them is
 * the invitation module's (signed in) or auth's signup-invited-investor (new account). The send history
 * (lastSentAt, sendCount, openedAt) lives in the row's data; it drives the status and the resend throttle.
 */

export const INVESTOR_INVITATION_KIND = 'investor';
const DAY_MS = 86_400_000;
const ttlMs = INVESTOR_INVITATION_TTL_DAYS * DAY_MS;
const resendIntervalMs = INVESTOR_INVITATION_RESEND_INTERVAL_MINUTES * 60_000;

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

export interface Actor {
  userId: string;
  profile: ProfileContext;
}

interface InviterRow {
  userId: string;
  firstName: string;
  lastName: string;
}

/** When a resend is allowed again (null: now, or never because the invitation is closed or sent the most times). */
function resendAvailableAt(row: InvitationRow, now: Date): string | null {
  if (row.revokedAt || row.acceptedAt) return null;
  const history = sendHistoryOf(row);
  if (history.sendCount >= INVESTOR_INVITATION_MAX_SENDS) return null;
  const at = new Date(history.lastSentAt).getTime() + resendIntervalMs;
  return at > now.getTime() ? new Date(at).toISOString() : null;
}

export function toInvestorInvitation(row: InvitationRow, inviter: InviterRow | null, now = new Date()): InvestorInvitation {
  const history = sendHistoryOf(row);
  return {
    id: row.id,
    email: row.email,
    message: row.message,
    status: investorInvitationStatus(row, now),
    invitedBy: inviter ? { userId: inviter.userId, firstName: inviter.firstName, lastName: inviter.lastName } : null,
    sendCount: history.sendCount,
    lastSentAt: history.lastSentAt,
    resendAvailableAt: resendAvailableAt(row, now),
    openedAt: history.openedAt,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function inviterOf(db: Db, userId: string | null): Promise<(InviterRow & { email: string }) | null> {
  if (!userId) return null;
  const row = await userById(db, userId);
  return row ? { userId: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email } : null;
}

const displayName = (user: { firstName: string; lastName: string } | null, fallback: string) =>
  `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || fallback;

/** GET api/investor-invitation: every investor invitation of the fund, newest first. */
export async function listInvestorInvitations(db: Db, fundId: string): Promise<InvestorInvitation[]> {
  const rows = await profileInvitations(db, { kind: INVESTOR_INVITATION_KIND, profileId: fundId }, { open: false });
  const now = new Date();
  return rows.map((row) => toInvestorInvitation(row.invitation, row.inviter, now));
}

async function findFundInvitation(db: Db, fundId: string, invitationId: string): Promise<InvitationRow> {
  const row = await profileInvitation(db, { kind: INVESTOR_INVITATION_KIND, profileId: fundId }, invitationId);
  if (!row) throw notFound(text.invitationNotFound, 'INVITATION_NOT_FOUND');
  return row;
}

async function mail(deps: MailDeps, actor: Actor, to: string, message: string, code: string) {
  const sender = await inviterOf(deps.db, actor.userId);
  await deps.mailer.send({
    to,
    ...investorInvitationMail({
      invitedBy: displayName(sender, `A member of ${actor.profile.name}`),
      fundName: actor.profile.name,
      fundId: actor.profile.id,
      message,
      link: `${deps.config.appUrl}/invitation?code=${encodeURIComponent(code)}&type=investor&email=${encodeURIComponent(to)}`,
      code,
      days: INVESTOR_INVITATION_TTL_DAYS,
    }),
  });
}

/**
 * Revokes the fund's open invitations to an address (a new one replaces them: only the newest link works).
 * Expired ones stay expired: the fund's list keeps saying why they ended.
 */
async function revokeOpen(db: Db, fundId: string, email: string) {
  await revokeOpenInvitationsTo(db, { kind: INVESTOR_INVITATION_KIND, profileId: fundId }, email, { unexpiredOnly: true });
}

async function inviteOne(deps: MailDeps, actor: Actor, email: string, message: string): Promise<InvestorInvitation> {
  const { db } = deps;
  await revokeOpen(db, actor.profile.id, email);
  const invitation = await createInvitation(db, {
    kind: INVESTOR_INVITATION_KIND,
    email,
    ttlMs,
    invitedByUserId: actor.userId,
    profileId: actor.profile.id,
    message,
    data: { lastSentAt: new Date().toISOString(), sendCount: 1 },
  });
  await mail(deps, actor, email, message, invitation.code);
  const row = await invitationById(db, invitation.id);
  return toInvestorInvitation(row!, await inviterOf(db, actor.userId));
}

/**
 * POST api/investor-invitation: one invitation and one mail per address. Inviting an address again
 * (accepted before or not) sends a fresh invitation and revokes the open one, so only one link works.
 */
export async function inviteInvestors(deps: MailDeps, actor: Actor, input: InviteInvestorsInput): Promise<InvestorInvitation[]> {
  const created: InvestorInvitation[] = [];
  for (const email of input.emails) created.push(await inviteOne(deps, actor, email, input.message));
  return created;
}

/**
 * POST api/investor-invitation/{id}/resend: the same invitation mailed again with a new code (the old link
 * stops working) and the validity period it had left. Throttled per invitation: 429 within the interval
 * after the last mail and after the most sends. Accepted 409, revoked 410, expired 409 (re-invite instead).
 */
export async function resendInvestorInvitation(deps: MailDeps, actor: Actor, invitationId: string): Promise<InvestorInvitation> {
  const { db } = deps;
  const row = await findFundInvitation(db, actor.profile.id, invitationId);
  if (row.acceptedAt) throw conflict(text.alreadyAccepted, 'INVITATION_ACCEPTED');
  if (row.revokedAt) throw gone(text.revoked, 'INVITATION_REVOKED');
  if (row.expiresAt.getTime() <= Date.now()) throw conflict(text.expired, 'INVITATION_EXPIRED');
  const history = sendHistoryOf(row);
  if (history.sendCount >= INVESTOR_INVITATION_MAX_SENDS) throw new TooManyRequestsError(text.tooManySends, 'TOO_MANY_SENDS', 24 * 3600);
  const waitMs = new Date(history.lastSentAt).getTime() + resendIntervalMs - Date.now();
  if (waitMs > 0) {
    throw new TooManyRequestsError(text.resendTooSoon(Math.ceil(waitMs / 60_000)), 'RESEND_TOO_SOON', Math.ceil(waitMs / 1000));
  }
  const code = randomToken(32);
  const now = new Date();
  // The row's send count and last send are compared in the update too: of two resends at once, one wins.
  const updated = await renewInvitation(
    db,
    row.id,
    { codeHash: hashInvitationCode(code), data: mergeData({ lastSentAt: now.toISOString(), sendCount: history.sendCount + 1 }) },
    { sameCodeHash: row.codeHash },
  );
  if (!updated) throw new TooManyRequestsError(text.resendTooSoon(INVESTOR_INVITATION_RESEND_INTERVAL_MINUTES), 'RESEND_TOO_SOON', 60);
  await mail(deps, actor, updated.email, updated.message ?? '', code);
  return toInvestorInvitation(updated, await inviterOf(db, updated.invitedByUserId), now);
}

/**
 * POST api/investor-invitation/{id}/reinvite: a new invitation (new link, full validity, new send history)
 * to the address of an expired or revoked one, with the same message. An open one 409 (resend it); an
 * accepted one 409.
 */
export async function reinviteInvestor(deps: MailDeps, actor: Actor, invitationId: string): Promise<InvestorInvitation> {
  const row = await findFundInvitation(deps.db, actor.profile.id, invitationId);
  if (row.acceptedAt) throw conflict(text.alreadyAccepted, 'INVITATION_ACCEPTED');
  if (!row.revokedAt && row.expiresAt.getTime() > Date.now()) throw conflict(text.stillOpen, 'INVITATION_OPEN');
  return inviteOne(deps, actor, row.email, row.message ?? '');
}

/** DELETE api/investor-invitation/{id}: its link stops working. Twice is fine (204); an accepted one 409. */
export async function revokeInvestorInvitation(db: Db, actor: Actor, invitationId: string): Promise<void> {
  const row = await findFundInvitation(db, actor.profile.id, invitationId);
  if (row.acceptedAt) throw conflict(text.alreadyAccepted, 'INVITATION_ACCEPTED');
  if (row.revokedAt) return;
  await revokeInvitation(db, row.id);
}
