import * as v from 'valibot';
import { profileMemberRoleSchema, profileStatusSchema, profileTypeSchema } from '../enums/profiles';
import { emailSchema } from '../rules/email';
import { formObject } from '../rules/object';
import { optionalPhoneSchema } from '../rules/phone';
import { auditEntrySchema } from './audit-log';
import { pageQueryEntries } from './profile-sections';

/**
 * Contract of the administration family's users, profiles, statistics, referral links and view-as calls
 * (product §7 Administration). Administrators only. Payloads are "not shown" in the spec; this is our design
 * (packages/server/src/modules/administration/README.md).
 */

export const administrationMessages = {
  userNotFound: 'This user does not exist.', // not in spec
  profileNotFound: 'This profile does not exist.', // not in spec
  linkNotFound: 'This referral link does not exist.', // not in spec
  notYourself: 'You cannot do this to your own account.', // not in spec
  lastAdministrator: 'The last administrator cannot be revoked, deleted or demoted.', // not in spec
  invalidEmailStatus: 'Select a valid e-mail status (verified or unverified)', // not in spec
  invalidPhoneStatus: 'Select a valid phone status (verified, unverified or none)', // not in spec
  invalidProfileTypeFilter: 'Select a valid profile type (fund, investor, serviceProvider or none)', // not in spec
  invalidLinkFilter: 'Select a referral link', // not in spec
  searchTooLong: 'Search can be at most 100 characters', // not in spec
  nameTooLong: 'Name can be at most 100 characters', // not in spec
  labelRequired: 'Label is required', // not in spec
  labelTooLong: 'Label can be at most 100 characters', // not in spec
  codeInvalid: 'Code can have 4 to 40 letters, digits and dashes', // not in spec
  codeTaken: 'This code is already used by another link.', // not in spec
  invalidAudience: 'Select a valid audience (visitor, lp or follower)', // not in spec
  statusNotAllowed: 'This status cannot be set by an administrator.', // not in spec
  emailTaken: 'This e-mail already belongs to an administrator.', // not in spec
  nothingToChange: 'Send at least one field to change', // not in spec
} as const;

const idOf = (message: string) => v.pipe(v.string(), v.uuid(message));
const searchEntry = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, administrationMessages.searchTooLong)));

// ---------------------------------------------------------------- users

export const emailStatuses = ['verified', 'unverified'] as const;
export const phoneStatuses = ['verified', 'unverified', 'none'] as const;
export const userProfileTypeFilters = ['fund', 'investor', 'serviceProvider', 'none'] as const;

/** GET administration/users (and deleted-users): the filters of product §3. invitedByCustomLink: a link id or 'any'. */
export const adminUserListQuery = v.object({
  emailStatus: v.optional(v.picklist(emailStatuses, administrationMessages.invalidEmailStatus)),
  phoneStatus: v.optional(v.picklist(phoneStatuses, administrationMessages.invalidPhoneStatus)),
  profileType: v.optional(v.picklist(userProfileTypeFilters, administrationMessages.invalidProfileTypeFilter)),
  search: searchEntry,
  invitedByCustomLink: v.optional(
    v.union(
      [v.literal('any'), v.pipe(v.string(), v.uuid(administrationMessages.invalidLinkFilter))],
      administrationMessages.invalidLinkFilter,
    ),
  ),
  ...pageQueryEntries,
});
export type AdminUserListQuery = v.InferOutput<typeof adminUserListQuery>;
/** What a client sends (every filter optional; page and limit as numbers). */
export type AdminUserListParams = Partial<Omit<AdminUserListQuery, 'page' | 'limit'>> & { page?: number; limit?: number };

export const adminUserParams = v.object({ id: idOf(administrationMessages.userNotFound) });

export const adminUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.nullable(v.string()),
  emailVerified: v.boolean(),
  phoneVerified: v.boolean(),
  isAdmin: v.boolean(),
  createdAt: v.string(),
  revokedAt: v.nullable(v.string()),
  deletedAt: v.nullable(v.string()),
  profileTypes: v.array(profileTypeSchema),
  referralLink: v.nullable(v.object({ id: v.string(), label: v.string(), code: v.string() })),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;

export const adminUserPageSchema = v.object({
  items: v.array(adminUserSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type AdminUserPage = v.InferOutput<typeof adminUserPageSchema>;

export const adminUserDetailSchema = v.object({
  ...adminUserSchema.entries,
  profiles: v.array(
    v.object({
      id: v.string(),
      type: profileTypeSchema,
      name: v.string(),
      slug: v.string(),
      status: profileStatusSchema,
      role: profileMemberRoleSchema,
    }),
  ),
  sessions: v.array(
    v.object({
      id: v.string(),
      kind: v.string(),
      createdAt: v.string(),
      lastSeenAt: v.string(),
      expiresAt: v.string(),
      revokedAt: v.nullable(v.string()),
      active: v.boolean(),
      ip: v.nullable(v.string()),
      userAgent: v.nullable(v.string()),
    }),
  ),
  activity: v.array(auditEntrySchema),
});
export type AdminUserDetail = v.InferOutput<typeof adminUserDetailSchema>;

const personName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, administrationMessages.nameTooLong)));

/** PATCH administration/user/{id}: edit, soft-delete (deleted: true) and restore (deleted: false), grant or take the admin role. */
export const adminUserPatchBody = formObject({
  firstName: personName,
  lastName: personName,
  /** Absent keeps the number; null or blank removes it; a number goes through the one phone normaliser (E.164). */
  phoneNumber: v.optional(optionalPhoneSchema),
  isAdmin: v.optional(v.boolean()),
  deleted: v.optional(v.boolean()),
});
export type AdminUserPatchInput = v.InferInput<typeof adminUserPatchBody>;

/** PATCH administration/user-revoke/{id}: revoked true ends every session at once and blocks sign-in; false lets the user back in. */
export const adminUserRevokeBody = v.nullish(v.object({ revoked: v.optional(v.boolean(), true) }), { revoked: true });
export type AdminUserRevokeInput = v.InferInput<typeof adminUserRevokeBody>;

/** POST administration: make an administrator. An existing user is promoted at once; a new address is invited (auth/admin/invite). */
export const createAdministratorBody = formObject({
  email: emailSchema,
  firstName: personName,
  lastName: personName,
});
export type CreateAdministratorInput = v.InferInput<typeof createAdministratorBody>;
export const createAdministratorReply = v.object({
  status: v.picklist(['promoted', 'invited']),
  userId: v.nullable(v.string()),
  invitationId: v.nullable(v.string()),
  expiresAt: v.nullable(v.string()),
});
export type CreateAdministratorReply = v.InferOutput<typeof createAdministratorReply>;

export const adminInvitationStates = ['open', 'accepted', 'revoked', 'expired'] as const;
export const adminInvitationListQuery = v.object({
  state: v.optional(v.picklist(adminInvitationStates)),
  kind: v.optional(v.pipe(v.string(), v.maxLength(40))),
  search: searchEntry,
  ...pageQueryEntries,
});
export const adminInvitationSchema = v.object({
  id: v.string(),
  kind: v.string(),
  email: v.string(),
  state: v.picklist(adminInvitationStates),
  invitedBy: v.nullable(v.string()),
  profileName: v.nullable(v.string()),
  createdAt: v.string(),
  expiresAt: v.string(),
});
export type AdminInvitation = v.InferOutput<typeof adminInvitationSchema>;
export const adminInvitationPageSchema = v.object({
  items: v.array(adminInvitationSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type AdminInvitationPage = v.InferOutput<typeof adminInvitationPageSchema>;

// ---------------------------------------------------------------- profiles

export const adminProfileTypeParams = v.object({ profileType: profileTypeSchema });
export const adminProfileParams = v.object({ type: profileTypeSchema, id: idOf(administrationMessages.profileNotFound) });

export const adminProfileListQuery = v.object({
  status: v.optional(profileStatusSchema),
  search: searchEntry,
  ...pageQueryEntries,
});
export type AdminProfileListQuery = v.InferOutput<typeof adminProfileListQuery>;

export const adminProfileSchema = v.object({
  id: v.string(),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
  status: profileStatusSchema,
  verified: v.boolean(),
  featured: v.boolean(),
  weight: v.number(),
  memberCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type AdminProfile = v.InferOutput<typeof adminProfileSchema>;
export const adminProfilePageSchema = v.object({
  items: v.array(adminProfileSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type AdminProfilePage = v.InferOutput<typeof adminProfilePageSchema>;

/** The statuses an administrator may set directly (pendingApproval comes only from a submission). */
export const adminSettableStatuses = ['draft', 'published', 'rejected', 'archived'] as const;

export const adminProfileDetailSchema = v.object({
  ...adminProfileSchema.entries,
  members: v.array(v.object({ userId: v.string(), email: v.string(), name: v.string(), role: profileMemberRoleSchema })),
  allowedStatuses: v.array(profileStatusSchema),
});
export type AdminProfileDetail = v.InferOutput<typeof adminProfileDetailSchema>;

/** PATCH administration/profile/{type}/{id} (not in spec): the status change of product §4, per type. */
export const adminProfilePatchBody = v.object({ status: v.picklist(adminSettableStatuses, administrationMessages.statusNotAllowed) });

/** GET administration/profileData?type=&id=: every section of a profile, working and published. */
export const adminProfileDataQuery = v.object({ type: profileTypeSchema, id: idOf(administrationMessages.profileNotFound) });
export const adminProfileDataSchema = v.object({
  id: v.string(),
  type: profileTypeSchema,
  name: v.string(),
  sections: v.array(
    v.object({
      section: v.string(),
      working: v.nullable(v.record(v.string(), v.unknown())),
      published: v.nullable(v.record(v.string(), v.unknown())),
    }),
  ),
});
export type AdminProfileData = v.InferOutput<typeof adminProfileDataSchema>;

// ---------------------------------------------------------------- view as

/** visitor: signed out; follower: any signed-in user; lp: an investor holding the profile's share link or invite. */
export const viewAsAudiences = ['visitor', 'follower', 'lp'] as const;
export type ViewAsAudience = (typeof viewAsAudiences)[number];
export const viewAsQuery = v.object({ audience: v.picklist(viewAsAudiences, administrationMessages.invalidAudience) });
export const viewAsReplySchema = v.object({
  audience: v.picklist(viewAsAudiences),
  profile: v.record(v.string(), v.unknown()),
});
export type ViewAsReply = v.InferOutput<typeof viewAsReplySchema>;

// ---------------------------------------------------------------- statistics

export const profileStatsSchema = v.object({
  byTypeAndStatus: v.array(v.object({ type: profileTypeSchema, status: profileStatusSchema, count: v.number() })),
  signUpsByWeek: v.array(v.object({ week: v.string(), count: v.number() })),
  profilesByWeek: v.array(v.object({ week: v.string(), type: profileTypeSchema, count: v.number() })),
});
export type ProfileStats = v.InferOutput<typeof profileStatsSchema>;

export const sidebarStatsSchema = v.object({
  users: v.number(),
  administrators: v.number(),
  revokedUsers: v.number(),
  deletedUsers: v.number(),
  profiles: v.number(),
  approvalsWaiting: v.number(),
  claimsWaiting: v.number(),
  /** Waiting approval items by age: under a day, 1-3 days, 3-7 days, over a week. */
  approvalsWaitingByAge: v.array(v.object({ bucket: v.string(), count: v.number() })),
  oldestApprovalWaitingSince: v.nullable(v.string()),
  signUpsLast7Days: v.number(),
});
export type SidebarStats = v.InferOutput<typeof sidebarStatsSchema>;

// ---------------------------------------------------------------- referral links

const labelSchema = v.pipe(
  v.string(administrationMessages.labelRequired),
  v.trim(),
  v.nonEmpty(administrationMessages.labelRequired),
  v.maxLength(100, administrationMessages.labelTooLong),
);
const codeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{4,40}$/, administrationMessages.codeInvalid));

export const referralLinkSchema = v.object({
  id: v.string(),
  code: v.string(),
  label: v.string(),
  url: v.string(),
  active: v.boolean(),
  clicks: v.number(),
  signUps: v.number(),
  profilesCreated: v.number(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ReferralLink = v.InferOutput<typeof referralLinkSchema>;
export const referralLinkListSchema = v.object({ items: v.array(referralLinkSchema) });
export type ReferralLinkList = v.InferOutput<typeof referralLinkListSchema>;

/** POST administration/referral-link: a link with a chosen code (or one generated when left out). */
export const referralLinkCreateBody = formObject({ label: labelSchema, code: v.optional(codeSchema) });
export type ReferralLinkCreateInput = v.InferInput<typeof referralLinkCreateBody>;
/** PATCH administration/referral-links/{id}: rename, switch on or off. */
export const referralLinkPatchBody = formObject({ label: v.optional(labelSchema), active: v.optional(v.boolean()) });
export type ReferralLinkPatchInput = v.InferInput<typeof referralLinkPatchBody>;
export const referralLinkParams = v.object({ id: idOf(administrationMessages.linkNotFound) });

/** POST administration/invite-link/generate: a fresh unused code and the sign-up URL it makes (nothing is stored yet). */
export const inviteLinkGenerateReply = v.object({ code: v.string(), url: v.string() });
export type InviteLinkGenerateReply = v.InferOutput<typeof inviteLinkGenerateReply>;

/** GET referral/{code} (public): counts a click, remembers the code for the sign-up, and sends the visitor to /signup. */
export const referralVisitParams = v.object({ code: v.pipe(v.string(), v.maxLength(40)) });
