import * as v from 'valibot';
import { profileMemberRoleSchema, profileStatusSchema, profileTypeSchema } from '../enums/profiles';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import { requiredString } from '../rules/strings';

/**
 * Contract of the profiles family (api/profiles): create a profile, list mine, read one, delete a draft.
 * Request schemas validate on the server and in the forms; reply schemas document the API and type the client.
 */

/** Longest profile name accepted (our choice; the spec gives no limit). */
export const PROFILE_NAME_MAX_LENGTH = 200;

export const profilesMessages = {
  nameMaxLength: `Company name can be at most ${PROFILE_NAME_MAX_LENGTH} characters`, // not in spec
  /** 409 of DELETE api/profiles/{id} for any status but draft. */
  onlyDraftCanBeDeleted: 'Only a draft profile can be deleted.', // not in spec
  /** 400 when the path names another profile than meta-profile-id. */
  pathIsNotActiveProfile: 'The profile in the path is not the active profile sent in meta-profile-id.', // not in spec
} as const;

/**
 * The answers of the active-profile checks (meta-profile-id / meta-profile-type), one text each wherever the
 * server checks them (plugins/profile-context.ts, the profile switch, re-checks inside a transaction).
 */
export const profileAccessMessages = {
  headersMissing: 'This call needs the active profile: send the meta-profile-id and meta-profile-type headers.', // not in spec
  idInvalid: 'meta-profile-id is not a valid profile id.', // not in spec
  notAMember: 'You are not a member of this profile.', // not in spec
} as const;

/** A profile's name: required with the spec's company-name message (sic), trimmed, at most 200 characters. */
export const profileNameSchema = v.pipe(
  requiredString(messages.companyNameIsARequired, null),
  v.maxLength(PROFILE_NAME_MAX_LENGTH, profilesMessages.nameMaxLength),
);

/** POST api/profiles: a new draft profile owned by the caller. A missing field reports the field's own message. */
export const createProfileBody = formObject({
  type: profileTypeSchema,
  name: profileNameSchema,
});
export type CreateProfileInput = v.InferOutput<typeof createProfileBody>;
/** What a form holds before validation. */
export type CreateProfileFormValues = v.InferInput<typeof createProfileBody>;

/** Path parameters of api/profiles/{id}. */
export const profileIdParams = v.object({
  id: v.pipe(v.string(), v.description('The profile id; it must be the one sent in meta-profile-id.')),
});
export type ProfileIdParams = v.InferOutput<typeof profileIdParams>;

/** A profile as one of its members sees it in a list: core fields and the member's own role. */
export const profileSummarySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  /** Unique among live profiles of the same type; derived from the name (-2, -3… when taken). */
  slug: v.string(),
  status: profileStatusSchema,
  /** The caller's role on this profile. */
  role: profileMemberRoleSchema,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ProfileSummary = v.InferOutput<typeof profileSummarySchema>;

/** GET api/profiles/mine. */
export const myProfilesReply = v.array(profileSummarySchema);

/** A member of a profile, as the profile's members see them. */
export const profileMemberSchema = v.object({
  userId: v.pipe(v.string(), v.uuid()),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: profileMemberRoleSchema,
});
export type ProfileMember = v.InferOutput<typeof profileMemberSchema>;

/** GET api/profiles/{id}: the summary (with the caller's role) and the members, owners first. */
export const profileDetailSchema = v.object({
  ...profileSummarySchema.entries,
  members: v.array(profileMemberSchema),
});
export type ProfileDetail = v.InferOutput<typeof profileDetailSchema>;
