import * as v from 'valibot';
import { profileMemberRoleSchema } from '../enums/profiles';
import { inviteSchema } from '../forms/invite';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import { requiredString } from '../rules/strings';
import { authMessages } from './auth';
import { profileSummarySchema } from './profiles';

/**
 * Contract of the profileMember family (api/profileMember): the team of the active profile.
 * Members and pending invitations are listed; admins invite people by e-mail (an invitation of kind
 * 'member' with the role to grant), resend or revoke invitations, change roles and remove members;
 * the invited person accepts signed in with the invited address. Role rules (our design, the spec
 * shows none): only an owner grants or removes the owner and admin roles; a profile always keeps
 * at least one owner.
 */

/** How long a member invitation link stays valid. */
export const PROFILE_MEMBER_INVITE_TTL_DAYS = 7;
/** Most addresses one invite call accepts (our choice). */
export const PROFILE_MEMBER_INVITE_MAX_EMAILS = 50;
/** Longest invitation message accepted (our choice). */
export const PROFILE_MEMBER_INVITE_MESSAGE_MAX_LENGTH = 2000;

export const profileMemberMessages = {
  tooManyEmails: `You can invite at most ${PROFILE_MEMBER_INVITE_MAX_EMAILS} people at once`, // not in spec
  messageMaxLength: `Message can be at most ${PROFILE_MEMBER_INVITE_MESSAGE_MAX_LENGTH} characters`, // not in spec
  userIdInvalid: 'User id is not valid', // not in spec
  invitationIdInvalid: 'Invitation id is not valid', // not in spec
  /** 403: an admin tried to invite an admin, or to grant/remove the owner or admin role. */
  onlyOwnerManagesAdmins: 'Only an owner can grant or remove the owner and admin roles.', // not in spec
  /** 403: removing another member needs the admin role. */
  removeNeedsAdmin: 'Only an owner or an admin can remove other members.', // not in spec
  /** 409 (with `errors['emails.N']`) when an invited address already belongs to a member. */
  alreadyMember: (email: string) => `${email} is already a member of this profile`, // not in spec
  /** 409 when the last owner would be demoted or removed. */
  lastOwner: 'A profile needs at least one owner. Make someone else an owner first.', // not in spec
  memberNotFound: 'This person is not a member of this profile.', // not in spec
  invitationNotFound: 'This invitation does not exist.', // not in spec
  /** 400: accept with a code that matches no member invitation. */
  invitationInvalid: 'This invitation is invalid.', // not in spec
  /** 410 */
  invitationRevoked: 'This invitation was revoked. Ask the profile for a new one.', // not in spec
  invitationExpired: 'This invitation has expired. Ask the profile to send it again.', // not in spec
  invitationUsed: 'This invitation has already been accepted.', // not in spec
  profileGone: 'The profile of this invitation no longer exists.', // not in spec
  /** 409 on resend or revoke of an accepted invitation. */
  invitationAlreadyAccepted: 'This invitation has already been accepted.', // not in spec
  /** 403 when the signed-in user's verified addresses do not include the invited one. */
  wrongEmail:
    'This invitation was sent to another e-mail address. Sign in with the address it was sent to (or add and verify that address as a secondary e-mail) to accept it.', // not in spec
  /** 403 when the invited address is the user's primary e-mail but not verified yet. */
  emailNotVerified: 'Verify your e-mail address before accepting this invitation.', // not in spec
} as const;

/** Roles an invitation can grant: every role but owner (ownership is granted by changing a member's role). */
export const invitableProfileMemberRoles = ['admin', 'editor', 'viewer'] as const;
export type InvitableProfileMemberRole = (typeof invitableProfileMemberRoles)[number];
export const invitableProfileMemberRoleSchema = v.picklist(invitableProfileMemberRoles, messages.invalidProfileMemberRole);

const uuidParam = (message: string) => v.pipe(v.string(message), v.uuid(message));

// ---------------------------------------------------------------- requests

/**
 * POST api/profileMember/invite: the invite form ('At least one email is required', 'Invalid email
 * address', 'Message is required') with the role to grant. Addresses are lower-cased (in their
 * order, so a 409 can name `emails.N`); the server invites each address once.
 */
export const inviteProfileMembersBody = formObject({
  emails: v.pipe(
    inviteSchema.entries.emails,
    v.maxLength(PROFILE_MEMBER_INVITE_MAX_EMAILS, profileMemberMessages.tooManyEmails),
    v.transform((emails) => emails.map((email) => email.toLowerCase())),
  ),
  role: invitableProfileMemberRoleSchema,
  message: v.pipe(
    inviteSchema.entries.message,
    v.maxLength(PROFILE_MEMBER_INVITE_MESSAGE_MAX_LENGTH, profileMemberMessages.messageMaxLength),
  ),
});
export type InviteProfileMembersInput = v.InferOutput<typeof inviteProfileMembersBody>;
/** What the invite form holds before validation. */
export type InviteProfileMembersFormValues = v.InferInput<typeof inviteProfileMembersBody>;

/** POST api/profileMember/accept: the code of the mailed link (…/invitation?code=…&type=member). */
export const acceptProfileMemberInvitationBody = formObject({
  code: requiredString(authMessages.invitationCodeRequired),
});
export type AcceptProfileMemberInvitationInput = v.InferOutput<typeof acceptProfileMemberInvitationBody>;

/** PATCH api/profileMember/{userId}: the member's new role. */
export const updateProfileMemberRoleBody = formObject({
  role: profileMemberRoleSchema,
});
export type UpdateProfileMemberRoleInput = v.InferOutput<typeof updateProfileMemberRoleBody>;

/** Path parameters of api/profileMember/{userId}. */
export const profileMemberUserIdParams = v.object({
  userId: uuidParam(profileMemberMessages.userIdInvalid),
});
export type ProfileMemberUserIdParams = v.InferOutput<typeof profileMemberUserIdParams>;

/** Path parameters of api/profileMember/resend/{invitationId} and api/profileMember/invitation/{invitationId}. */
export const profileMemberInvitationIdParams = v.object({
  invitationId: uuidParam(profileMemberMessages.invitationIdInvalid),
});
export type ProfileMemberInvitationIdParams = v.InferOutput<typeof profileMemberInvitationIdParams>;

// ---------------------------------------------------------------- replies

/** A member of the active profile's team. */
export const profileTeamMemberSchema = v.object({
  userId: v.pipe(v.string(), v.uuid()),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: profileMemberRoleSchema,
  joinedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ProfileTeamMember = v.InferOutput<typeof profileTeamMemberSchema>;

/** An invitation that is neither accepted nor revoked; `status` says whether its link still works. */
export const profileMemberInvitationSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  role: invitableProfileMemberRoleSchema,
  message: v.nullable(v.string()),
  invitedBy: v.nullable(
    v.object({
      userId: v.pipe(v.string(), v.uuid()),
      firstName: v.string(),
      lastName: v.string(),
    }),
  ),
  status: v.picklist(['pending', 'expired']),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ProfileMemberInvitation = v.InferOutput<typeof profileMemberInvitationSchema>;

/** GET api/profileMember: members (strongest role first, then who joined first) and open invitations (newest first). */
export const profileMemberListReply = v.object({
  members: v.array(profileTeamMemberSchema),
  invitations: v.array(profileMemberInvitationSchema),
});
export type ProfileMemberList = v.InferOutput<typeof profileMemberListReply>;

/** POST api/profileMember/invite (201): one invitation per address. */
export const inviteProfileMembersReply = v.object({
  invitations: v.array(profileMemberInvitationSchema),
});
export type InviteProfileMembersReply = v.InferOutput<typeof inviteProfileMembersReply>;

/** POST api/profileMember/accept: the profile just joined, with the caller's role on it. */
export const acceptProfileMemberInvitationReply = profileSummarySchema;
