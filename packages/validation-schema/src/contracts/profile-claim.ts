import * as v from 'valibot';
import { profileTypeSchema } from '../enums/profiles';
import { rejectSchema } from '../forms/reject';
import { formObject } from '../rules/object';
import { emailSchema } from '../rules/email';
import { verificationCodeSchema } from '../rules/verification-code';
import { pageQueryEntries } from './profile-sections';
import { profileSummarySchema } from './profiles';

/**
 * Contract of the profile-claim family (api/profile-claim, api/administration/profile-claims): a signed-in
 * person takes over a published profile that has no owner (imported market data, "unclaimed"). They give
 * a work e-mail address; a single-use link (/verifyClaim?code=…) proves they read that mailbox. When the
 * address is on the profile's website domain the claim is ready to complete (/claimFinalStep); otherwise
 * an administrator reviews it first. Completing makes the person the profile's owner. The spec names the
 * routes /verifyClaim and /claimFinalStep only: the calls, states and messages are our design (see
 * packages/server/src/modules/profile-claim/README.md).
 */

/** How long the mailed claim link works. */
export const PROFILE_CLAIM_LINK_TTL_HOURS = 24;
/** Claim e-mails one person can have sent per hour (each goes to an address they choose). */
export const PROFILE_CLAIM_MAILS_PER_HOUR = 5;

/**
 * - emailSent: the link went to the work address, not opened yet;
 * - verified: the address is confirmed and on the website's domain: the claimant may complete;
 * - pendingReview: the address is confirmed but not on the website's domain: an administrator decides;
 * - approved: an administrator approved it: the claimant may complete;
 * - declined: an administrator declined it (reason and message);
 * - completed: the claimant became the owner;
 * - cancelled: replaced by a newer claim of the same person, or the profile was claimed by someone else.
 */
export const profileClaimStatuses = ['emailSent', 'verified', 'pendingReview', 'approved', 'declined', 'completed', 'cancelled'] as const;
export type ProfileClaimStatus = (typeof profileClaimStatuses)[number];
/** Claims still in progress: a new claim of the same person on the same profile cancels them. */
export const openProfileClaimStatuses = [
  'emailSent',
  'verified',
  'pendingReview',
  'approved',
] as const satisfies readonly ProfileClaimStatus[];
/** Claims the claimant may complete. */
export const completableProfileClaimStatuses = ['verified', 'approved'] as const satisfies readonly ProfileClaimStatus[];

export const profileClaimMessages = {
  profileIdInvalid: 'Profile id is not valid', // not in spec
  claimIdInvalid: 'Claim id is not valid', // not in spec
  invalidStatus: 'Select a valid claim status', // not in spec
  /** 404: unknown, deleted or unpublished profile. */
  profileNotFound: 'This profile does not exist or is not public.', // not in spec
  /** 409: the profile has an owner (start, verify, approve). */
  notClaimable: 'This profile already has an owner, so it cannot be claimed. If you represent this organisation, contact our support team.', // not in spec
  /** 409 when completing: someone else completed a claim of the same profile first. */
  claimedByOther:
    'Someone else has just claimed this profile, so your claim cannot be completed. If you represent this organisation, contact our support team.', // not in spec
  /** 429 */
  tooManyClaims: `You can request at most ${PROFILE_CLAIM_MAILS_PER_HOUR} claim e-mails per hour. Please try again later.`, // not in spec
  /** 400 */
  codeInvalid: 'This claim link is not valid. Open the link from the e-mail again, or start a new claim from the profile page.', // not in spec
  /** 403 */
  codeOtherAccount: 'This claim link belongs to another account. Log in with the account that started the claim.', // not in spec
  /** 410 */
  codeExpired: `This claim link has expired (links work for ${PROFILE_CLAIM_LINK_TTL_HOURS} hours). Start a new claim from the profile page.`, // not in spec
  codeUsed: 'This claim link has already been used.', // not in spec
  /** 404: unknown claim, or another person's. */
  claimNotFound: 'This claim does not exist.', // not in spec
  /** 409 when completing a claim that is not verified or approved. */
  notVerified: 'Confirm your work e-mail address first: open the link we sent to it.', // not in spec
  awaitingReview: 'An administrator is still reviewing this claim. We will e-mail you when it is decided.', // not in spec
  declined: 'This claim was declined. You can start a new claim from the profile page.', // not in spec
  alreadyCompleted: 'This claim is already complete: the profile is yours.', // not in spec
  cancelled: 'This claim is no longer open. Start a new claim from the profile page.', // not in spec
  /** 409 on approve or decline. */
  notPendingReview: 'This claim is not waiting for a review.', // not in spec
} as const;

const uuidParam = (message: string) => v.pipe(v.string(message), v.uuid(message));

/** The domain of an e-mail address, lower-case, without a trailing dot. */
export function claimEmailDomain(email: string): string {
  return email
    .trim()
    .slice(email.trim().lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
}

/**
 * Whether a work address's domain is on the profile's website domain: the same domain, or a subdomain of it
 * (anna@mail.fund.example for fund.example). Not the other way round: an address at the parent of a website
 * hosted on someone's subdomain (sites.host.example) proves nothing about the site. The server decides; the
 * form uses it to say beforehand whether an administrator will review the claim.
 */
export function claimDomainMatches(addressDomain: string, websiteDomain: string | null): boolean {
  if (!websiteDomain || !addressDomain) return false;
  return addressDomain === websiteDomain || addressDomain.endsWith(`.${websiteDomain}`);
}

// ---------------------------------------------------------------- requests

/** Path of POST api/profile-claim/profiles/{profileId} and GET api/profile-claim/profiles/{profileId}. */
export const profileClaimProfileParams = v.object({ profileId: uuidParam(profileClaimMessages.profileIdInvalid) });
export type ProfileClaimProfileParams = v.InferOutput<typeof profileClaimProfileParams>;

/** Path of GET api/profile-claim/{claimId}. */
export const profileClaimIdParams = v.object({ claimId: uuidParam(profileClaimMessages.claimIdInvalid) });
export type ProfileClaimIdParams = v.InferOutput<typeof profileClaimIdParams>;

/** Path of api/administration/profile-claims/{id}/approve|decline. */
export const adminProfileClaimParams = v.object({ id: uuidParam(profileClaimMessages.claimIdInvalid) });
export type AdminProfileClaimParams = v.InferOutput<typeof adminProfileClaimParams>;

/** POST api/profile-claim/{profileId}: the work e-mail address the link goes to ('Email is required', 'Invalid email address'). */
export const startProfileClaimBody = formObject({ email: emailSchema });
export type StartProfileClaimInput = v.InferOutput<typeof startProfileClaimBody>;
export type StartProfileClaimFormValues = v.InferInput<typeof startProfileClaimBody>;

/** POST api/profile-claim/verify: the code of the mailed link (the spec's code rule: required, at least 5 characters). */
export const verifyProfileClaimBody = formObject({ code: verificationCodeSchema });
export type VerifyProfileClaimInput = v.InferOutput<typeof verifyProfileClaimBody>;

/** POST api/profile-claim/complete: the verified or approved claim to complete. */
export const completeProfileClaimBody = formObject({ claimId: uuidParam(profileClaimMessages.claimIdInvalid) });
export type CompleteProfileClaimInput = v.InferOutput<typeof completeProfileClaimBody>;

/** GET api/administration/profile-claims?status=&page=&limit= (newest first). */
export const adminProfileClaimListQuery = v.object({
  status: v.optional(v.picklist(profileClaimStatuses, profileClaimMessages.invalidStatus)),
  ...pageQueryEntries,
});
export type AdminProfileClaimListQuery = v.InferOutput<typeof adminProfileClaimListQuery>;

/** POST api/administration/profile-claims/{id}/decline: the reject form ('Reject reason is required', 'Reject message is required'). */
export const declineProfileClaimBody = rejectSchema;
export type DeclineProfileClaimInput = v.InferOutput<typeof declineProfileClaimBody>;

// ---------------------------------------------------------------- replies

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** The profile a claim is about, with the website its domain is checked against. */
export const claimedProfileSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
  /** The published website (fund details links.url, provider your-details url); investors have none. */
  website: v.nullable(v.string()),
});
export type ClaimedProfile = v.InferOutput<typeof claimedProfileSchema>;

/** A claim as its claimant sees it. */
export const profileClaimSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  status: v.picklist(profileClaimStatuses),
  /** The work address the link went to. */
  email: v.string(),
  emailDomain: v.string(),
  /** The profile's website domain when the claim started (null: the profile has no website). */
  websiteDomain: v.nullable(v.string()),
  /** false: an administrator reviews the claim once the address is confirmed. */
  domainMatches: v.boolean(),
  profile: claimedProfileSchema,
  createdAt: isoTimestamp,
  /** Until when the mailed link works. */
  linkExpiresAt: isoTimestamp,
  verifiedAt: v.nullable(isoTimestamp),
  reviewedAt: v.nullable(isoTimestamp),
  /** Set when declined: what the administrator wrote. */
  declineReason: v.nullable(v.string()),
  declineMessage: v.nullable(v.string()),
  completedAt: v.nullable(isoTimestamp),
});
export type ProfileClaim = v.InferOutput<typeof profileClaimSchema>;

/** GET api/profile-claim/profiles/{profileId}: whether the profile can be claimed, and the caller's latest claim of it. */
export const profileClaimabilitySchema = v.object({
  profileId: v.pipe(v.string(), v.uuid()),
  /** Published and without an owner. */
  claimable: v.boolean(),
  websiteDomain: v.nullable(v.string()),
  /** The caller's newest claim of this profile that is not cancelled (null when signed out or none). */
  myClaim: v.nullable(profileClaimSchema),
});
export type ProfileClaimability = v.InferOutput<typeof profileClaimabilitySchema>;

/** POST api/profile-claim/complete: the completed claim and the profile, now the caller's (role owner). */
export const completeProfileClaimReply = v.object({
  claim: profileClaimSchema,
  profile: profileSummarySchema,
});
export type CompleteProfileClaimReply = v.InferOutput<typeof completeProfileClaimReply>;

const personSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
});

/** A claim as administrators see it: with the claimant and who reviewed it. */
export const adminProfileClaimSchema = v.object({
  ...profileClaimSchema.entries,
  claimant: personSchema,
  reviewedBy: v.nullable(personSchema),
});
export type AdminProfileClaim = v.InferOutput<typeof adminProfileClaimSchema>;

export const adminProfileClaimPageSchema = v.object({
  items: v.array(adminProfileClaimSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type AdminProfileClaimPage = v.InferOutput<typeof adminProfileClaimPageSchema>;
