import * as v from 'valibot';
import { inviteSchema } from '../forms/invite';
import { formObject } from '../rules/object';

/**
 * Contract of the investor-invitation family (api/investor-invitation): a fund invites investors by
 * e-mail with a message, sees the status of each address and resends, re-invites or revokes. The
 * invited person accepts through api/invitation (signed in) or auth/signup-invited-investor (new account).
 */

/** How long an investor invitation link stays valid. */
export const INVESTOR_INVITATION_TTL_DAYS = 14;
/** Most addresses one invite call accepts (our choice). */
export const INVESTOR_INVITATION_MAX_EMAILS = 50;
/** Longest invitation message (our choice). */
export const INVESTOR_INVITATION_MESSAGE_MAX_LENGTH = 2000;
/** Resend throttle: at least this long between two mails of one invitation (our choice). */
export const INVESTOR_INVITATION_RESEND_INTERVAL_MINUTES = 10;
/** Resend throttle: at most this many mails per invitation, the first included (our choice). */
export const INVESTOR_INVITATION_MAX_SENDS = 5;

export const investorInvitationMessages = {
  tooManyEmails: `You can invite at most ${INVESTOR_INVITATION_MAX_EMAILS} investors at once`, // not in spec
  messageMaxLength: `Message can be at most ${INVESTOR_INVITATION_MESSAGE_MAX_LENGTH} characters`, // not in spec
  invitationIdInvalid: 'Invitation id is not valid', // not in spec
  invitationNotFound: 'This invitation does not exist.', // not in spec
  /** 409 on resend, reinvite or revoke of an accepted invitation. */
  alreadyAccepted: 'This invitation has already been accepted.', // not in spec
  /** 410 on resend of a revoked invitation (reinvite it instead). */
  revoked: 'This invitation was revoked. Re-invite the address to send a new one.', // not in spec
  /** 409 on resend of an expired invitation (reinvite it instead). */
  expired: 'This invitation has expired. Re-invite the address to send a new one.', // not in spec
  /** 409 on reinvite of an invitation that is still open. */
  stillOpen: 'This invitation is still open. Resend it instead.', // not in spec
  /** 429: the last mail of this invitation was sent too recently. */
  resendTooSoon: (minutes: number) =>
    `This invitation was sent a moment ago. You can send it again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, // not in spec
  /** 429: the invitation was mailed the most times allowed. */
  tooManySends: `This invitation was already sent ${INVESTOR_INVITATION_MAX_SENDS} times. Revoke it and re-invite the address, or get in touch another way.`, // not in spec
} as const;

/**
 * Where an invitation to one address stands: sent (mailed, not opened yet), opened (the link was opened),
 * accepted, expired (not accepted in time) or revoked (by the fund, or replaced by a re-invitation).
 */
export const investorInvitationStatuses = ['sent', 'opened', 'accepted', 'expired', 'revoked'] as const;
export type InvestorInvitationStatus = (typeof investorInvitationStatuses)[number];

// ---------------------------------------------------------------- requests

/** POST api/investor-invitation: the invite form ('At least one email is required', 'Message is required'). */
export const inviteInvestorsBody = formObject({
  emails: v.pipe(
    inviteSchema.entries.emails,
    v.maxLength(INVESTOR_INVITATION_MAX_EMAILS, investorInvitationMessages.tooManyEmails),
    v.transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))]),
  ),
  message: v.pipe(
    inviteSchema.entries.message,
    v.maxLength(INVESTOR_INVITATION_MESSAGE_MAX_LENGTH, investorInvitationMessages.messageMaxLength),
  ),
});
export type InviteInvestorsInput = v.InferOutput<typeof inviteInvestorsBody>;
export type InviteInvestorsFormValues = v.InferInput<typeof inviteInvestorsBody>;

/** Path parameters of api/investor-invitation/{invitationId}/…. */
export const investorInvitationIdParams = v.object({
  invitationId: v.pipe(v.string(investorInvitationMessages.invitationIdInvalid), v.uuid(investorInvitationMessages.invitationIdInvalid)),
});
export type InvestorInvitationIdParams = v.InferOutput<typeof investorInvitationIdParams>;

// ---------------------------------------------------------------- replies

const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** One invited address of the fund, with its status and send history. */
export const investorInvitationSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  message: v.nullable(v.string()),
  status: v.picklist(investorInvitationStatuses),
  invitedBy: v.nullable(v.object({ userId: v.pipe(v.string(), v.uuid()), firstName: v.string(), lastName: v.string() })),
  /** How many times the invitation was mailed (the first send included). */
  sendCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  lastSentAt: timestamp,
  /** From when a resend is allowed again; null when it is allowed now or never (accepted, revoked, sent the most times). */
  resendAvailableAt: v.nullable(timestamp),
  openedAt: v.nullable(timestamp),
  acceptedAt: v.nullable(timestamp),
  revokedAt: v.nullable(timestamp),
  createdAt: timestamp,
  expiresAt: timestamp,
});
export type InvestorInvitation = v.InferOutput<typeof investorInvitationSchema>;

/** GET api/investor-invitation: every invitation of the fund, newest first. */
export const investorInvitationListReply = v.object({ invitations: v.array(investorInvitationSchema) });
export type InvestorInvitationList = v.InferOutput<typeof investorInvitationListReply>;

/** POST api/investor-invitation (201): one invitation per address. */
export const inviteInvestorsReply = v.object({ invitations: v.array(investorInvitationSchema) });
export type InviteInvestorsReply = v.InferOutput<typeof inviteInvestorsReply>;
