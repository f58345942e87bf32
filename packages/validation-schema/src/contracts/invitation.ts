import * as v from 'valibot';
import { profileTypeSchema } from '../enums/profiles';
import { formObject } from '../rules/object';
import { requiredString } from '../rules/strings';
import { authMessages } from './auth';

/**
 * Contract of the invitation family (api/invitation): the invited person's side of an investor or fund
 * invitation (kinds 'investor' and 'fund' of the invitations table). Opening the mailed link shows what
 * the invitation is (and records that it was opened); a person with an account accepts signed in, a new
 * person signs up through auth/signup-invited-investor / -fund.
 */

export const invitationMessages = {
  /** 400: the code matches no investor or fund invitation. */
  invalid: 'This invitation is invalid.', // not in spec
  /** 410 */
  revoked: 'This invitation was revoked. Ask the fund for a new one.', // not in spec
  expired: 'This invitation has expired. Ask the fund to send it again.', // not in spec
  used: 'This invitation has already been accepted.', // not in spec
  /** 403 when the signed-in user's verified addresses do not include the invited one. */
  wrongEmail:
    'This invitation was sent to another e-mail address. Sign in with the address it was sent to (or add and verify that address as a secondary e-mail) to accept it.', // not in spec
  emailNotVerified: 'Verify your e-mail address before accepting this invitation.', // not in spec
} as const;

export const invitationKinds = ['investor', 'fund'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

/** Where an invitation stands for the invited person. */
export const invitationStates = ['open', 'accepted', 'expired', 'revoked'] as const;

/** POST api/invitation/open and api/invitation/accept: the code of the mailed link (…/invitation?code=…&type=investor). */
export const invitationCodeBody = formObject({
  code: requiredString(authMessages.invitationCodeRequired),
});
export type InvitationCodeInput = v.InferOutput<typeof invitationCodeBody>;

const invitingProfileSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
});
export type InvitingProfile = v.InferOutput<typeof invitingProfileSchema>;

/** POST api/invitation/open: what the invitation is, for the page the mailed link opens. */
export const invitationDetailsReply = v.object({
  kind: v.picklist(invitationKinds),
  email: v.string(),
  status: v.picklist(invitationStates),
  /** The profile that invited (null when it was deleted). */
  profile: v.nullable(invitingProfileSchema),
  invitedBy: v.nullable(v.string()),
  message: v.nullable(v.string()),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Whether the invited address already has an account: then the person signs in to accept instead of signing up. */
  accountExists: v.boolean(),
});
export type InvitationDetails = v.InferOutput<typeof invitationDetailsReply>;

/** POST api/invitation/accept: the accepted invitation's profile (to go and see it). */
export const acceptInvitationReply = v.object({
  profile: v.nullable(invitingProfileSchema),
});
export type AcceptInvitationReply = v.InferOutput<typeof acceptInvitationReply>;
