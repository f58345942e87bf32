import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { profileTypeSchema } from '../enums/profiles';
import { messages } from '../messages';
import { formObject } from '../rules/object';
import { profileSectionsMessages, queryInteger } from './profile-sections';
import { profileIdField } from './profile-view';

/**
 * Contract of the follow family (api/follow). A follow is a profile (the caller's active profile, from the
 * meta-profile headers: any type) following another profile. Follows are the rows of profile-subscriber
 * (one table, `profile_subscriptions`): a follow made here is a subscription there and the other way round.
 * Payloads are "not shown" in the spec; this is our design (packages/server/src/modules/follow/README.md):
 *
 * - POST follow { profileId }: 201 new, 200 already following (idempotent, the first follow is kept).
 *   400 following yourself, 404 an unknown, deleted or unpublished profile. Any member role.
 * - DELETE follow { profileId } or ?profileId=: 204 whether or not the follow existed. Any member role.
 * - GET follow?list=followers|following&skip=&take=&search=: one page of either list, with both counts.
 * - GET follow/iFollow?profileId=: does the active profile follow X (and does X follow it back).
 * - POST follow/automatic-follow { profileIds?, followBack? }: follows several profiles at once (the
 *   onboarding's suggestions) and / or every current follower ("follow back"). Editor role and up.
 * - POST or DELETE follow/removeFollow { profileId } (DELETE also ?profileId=): one of the active profile's
 *   followers stops following it. Editor role and up. 204.
 * - PUT follow/{id} { notifications }: the notification level of one of the active profile's follows
 *   (id = the follow's id). Editor role and up; 404 for a follow that is not the active profile's.
 */

/** How much a follower hears about the followed profile: everything, profile updates only, or nothing. */
export const followNotificationLevels = ['all', 'updates', 'none'] as const;
export type FollowNotificationLevel = (typeof followNotificationLevels)[number];

/** manual: the follow button; automatic: POST follow/automatic-follow. */
export const followOrigins = ['manual', 'automatic'] as const;
export type FollowOrigin = (typeof followOrigins)[number];

export const followLists = ['followers', 'following'] as const;
export type FollowListName = (typeof followLists)[number];

/** The most profiles one automatic-follow call takes (the largest page size). */
export const AUTOMATIC_FOLLOW_MAX = 50;
/** Longest search text of a list (our choice). */
export const SOCIAL_SEARCH_MAX_LENGTH = 100;

export const followMessages = {
  cannotFollowSelf: 'A profile cannot follow itself.', // not in spec
  profileNotFound: 'This profile does not exist.', // not in spec
  followNotFound: 'This follow does not exist.', // not in spec
  invalidList: 'Select a valid list (followers or following)', // not in spec
  invalidNotificationLevel: 'Select a valid notification level (all, updates or none)', // not in spec
  notificationsRequired: 'Notification level is required', // not in spec
  followIdInvalid: 'Follow id is not valid', // not in spec
  searchTooLong: `Search can be at most ${SOCIAL_SEARCH_MAX_LENGTH} characters`, // not in spec
  automaticFollowNeedsInput: 'Choose at least one profile to follow', // not in spec
  tooManyProfiles: `You can follow at most ${AUTOMATIC_FOLLOW_MAX} profiles at once`, // not in spec
  invalidFollowBack: 'Follow back must be true or false', // not in spec
} as const;

export const followNotificationLevelSchema = v.picklist(followNotificationLevels, followMessages.invalidNotificationLevel);
export const followOriginSchema = v.picklist(followOrigins);

// ---------------------------------------------------------------- shared paging pieces (favourite uses them too)

/** skip (default 0) and take (a page-size option 10, 20, 30, 40 or 50; default 10) of a social list. */
export const socialPageQueryEntries = {
  skip: queryInteger(0, 0, Number.MAX_SAFE_INTEGER, profileSectionsMessages.invalidSkip),
  take: v.pipe(
    v.optional(v.string(), String(DEFAULT_PAGE_SIZE)),
    v.transform((value) => Number(value)),
    v.picklist(PAGE_SIZE_OPTIONS, messages.invalidPageSize),
  ),
  /** Part of the profile name, any case; blank means no filter. */
  search: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(SOCIAL_SEARCH_MAX_LENGTH, followMessages.searchTooLong),
    v.transform((value) => value || null),
  ),
};

/** profileId in the query string of a DELETE (the body is the other way to send it). */
export const optionalProfileIdQuery = v.object({ profileId: v.optional(profileIdField) });

/**
 * A profile as a social list shows it (followers, following, favourites). `public`: a visitor can open its
 * page (published, and for investors visible in discovery); otherwise only the name and type are shown and
 * logo / headline are null. logo and headline come from the published copy (hidden fields left out).
 */
export const socialProfileCardSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
  logo: v.nullable(v.string()),
  headline: v.nullable(v.string()),
  public: v.boolean(),
});
export type SocialProfileCard = v.InferOutput<typeof socialProfileCardSchema>;

// ---------------------------------------------------------------- requests

/** POST follow, POST/DELETE follow/removeFollow, DELETE follow: the other profile. */
export const followProfileBody = formObject({ profileId: profileIdField });
export type FollowProfileInput = v.InferOutput<typeof followProfileBody>;

/** DELETE follow and DELETE follow/removeFollow: the body is optional (?profileId= instead). */
export const optionalFollowProfileBody = v.nullish(v.object({ profileId: v.optional(profileIdField) }));

/** GET follow?list=&skip=&take=&search= (defaults: followers, 0, 10, none). Newest follow first. */
export const followListQuery = v.object({
  list: v.optional(v.picklist(followLists, followMessages.invalidList), 'followers'),
  ...socialPageQueryEntries,
});
export type FollowListQuery = v.InferInput<typeof followListQuery>;

/** GET follow/iFollow?profileId= */
export const iFollowQuery = formObject({ profileId: profileIdField });
export type IFollowQuery = v.InferOutput<typeof iFollowQuery>;

/**
 * POST follow/automatic-follow: `profileIds` (up to 50) to follow, and / or `followBack: true` to follow
 * every current follower the active profile does not follow yet. At least one of the two.
 */
export const automaticFollowBody = v.pipe(
  v.object({
    profileIds: v.optional(
      v.pipe(
        v.array(profileIdField, followMessages.automaticFollowNeedsInput),
        v.maxLength(AUTOMATIC_FOLLOW_MAX, followMessages.tooManyProfiles),
      ),
      [],
    ),
    followBack: v.optional(v.boolean(followMessages.invalidFollowBack), false),
  }),
  v.forward(
    v.partialCheck(
      [['profileIds'], ['followBack']],
      (input) => input.followBack === true || (input.profileIds?.length ?? 0) > 0,
      followMessages.automaticFollowNeedsInput,
    ),
    ['profileIds'],
  ),
);
export type AutomaticFollowInput = v.InferInput<typeof automaticFollowBody>;

/** PUT follow/{id}: the follow's notification level. */
export const updateFollowBody = formObject({
  notifications: v.picklist(followNotificationLevels, (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? followMessages.notificationsRequired
      : followMessages.invalidNotificationLevel,
  ),
});
export type UpdateFollowInput = v.InferOutput<typeof updateFollowBody>;

/** Path of PUT follow/{id}. */
export const followIdParams = v.object({
  id: v.pipe(v.string(), v.trim(), v.uuid(followMessages.followIdInvalid)),
});

// ---------------------------------------------------------------- replies

/** A follow: `followerProfileId` follows `followedProfileId`. */
export const followSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  followerProfileId: v.pipe(v.string(), v.uuid()),
  followedProfileId: v.pipe(v.string(), v.uuid()),
  notifications: followNotificationLevelSchema,
  origin: followOriginSchema,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Follow = v.InferOutput<typeof followSchema>;

/** POST follow (201 new, 200 existing) and PUT follow/{id}: the follow and the followed profile's follower count now. */
export const followReply = v.object({
  follow: followSchema,
  followerCount: v.number(),
});
export type FollowReply = v.InferOutput<typeof followReply>;

/** One row of GET follow: the other profile, when the follow began, and whether it goes both ways. */
export const followEntrySchema = v.object({
  /** The follow's id (PUT follow/{id} takes it for the following list). */
  id: v.pipe(v.string(), v.uuid()),
  profile: socialProfileCardSchema,
  followedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Followers list: does the active profile follow this follower back. Following list: does it follow the active profile. */
  mutual: v.boolean(),
  /** The follow's notification level (the active profile's own choice on its following list). */
  notifications: followNotificationLevelSchema,
  origin: followOriginSchema,
});
export type FollowEntry = v.InferOutput<typeof followEntrySchema>;

/** GET follow. */
export const followListReply = v.object({
  list: v.picklist(followLists),
  /** Rows matching the search in this list (the pager's total). */
  total: v.number(),
  skip: v.number(),
  take: v.number(),
  search: v.nullable(v.string()),
  /** Every live follower and followed profile, whatever the search. */
  counts: v.object({ followers: v.number(), following: v.number() }),
  items: v.array(followEntrySchema),
});
export type FollowList = v.InferOutput<typeof followListReply>;

/** GET follow/iFollow. */
export const iFollowReply = v.object({
  profileId: v.pipe(v.string(), v.uuid()),
  /** The active profile follows profileId. */
  following: v.boolean(),
  /** profileId follows the active profile. */
  followedBy: v.boolean(),
  /** The active profile's follow of profileId (to PUT its notification level), null when not following. */
  follow: v.nullable(followSchema),
  followerCount: v.number(),
});
export type IFollowReply = v.InferOutput<typeof iFollowReply>;

/** POST follow/automatic-follow. */
export const automaticFollowReply = v.object({
  /** Profiles followed by this call. */
  followed: v.array(v.pipe(v.string(), v.uuid())),
  /** Profiles the active profile already followed (unchanged). */
  alreadyFollowing: v.array(v.pipe(v.string(), v.uuid())),
  /** Ids left out: the active profile itself, or not a published profile. */
  skipped: v.array(v.object({ profileId: v.string(), reason: v.picklist(['self', 'notFound']) })),
});
export type AutomaticFollowReply = v.InferOutput<typeof automaticFollowReply>;
