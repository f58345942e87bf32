import * as v from 'valibot';
import { profileTypeSchema } from '../enums/profiles';
import { formObject } from '../rules/object';
import { socialPageQueryEntries, socialProfileCardSchema } from './follow';
import { profileIdField } from './profile-view';

/**
 * Contract of the favourite family (api/favourite). A favourite is a profile (the caller's active profile,
 * any type, any member role) bookmarking another profile. Favourites are PRIVATE to the favouriting profile:
 * its members see the list, nobody else does; the favourited profile only learns how many profiles
 * favourited it (by type and period), never which. Payloads are "not shown" in the spec; this is our design
 * (packages/server/src/modules/favourite/README.md):
 *
 * - POST favourite { profileId }: 201 new, 200 already a favourite. 400 yourself, 404 unknown or unpublished.
 * - DELETE favourite { profileId } or ?profileId=: 204 whether or not it was a favourite.
 * - GET favourite?type=&skip=&take=&search=&profileId=: the active profile's favourites as cards, newest first.
 * - GET favourite/favourings: how many profiles favourite the active profile, by type and recent period.
 */

export const favouriteMessages = {
  cannotFavouriteSelf: 'A profile cannot be its own favourite.', // not in spec
  profileNotFound: 'This profile does not exist.', // not in spec
} as const;

// ---------------------------------------------------------------- requests

/** POST favourite, DELETE favourite: the other profile. */
export const favouriteProfileBody = formObject({ profileId: profileIdField });
export type FavouriteProfileInput = v.InferOutput<typeof favouriteProfileBody>;

/** DELETE favourite: the body is optional (?profileId= instead). */
export const optionalFavouriteProfileBody = v.nullish(v.object({ profileId: v.optional(profileIdField) }));

/**
 * GET favourite?type=&skip=&take=&search=&profileId= (defaults: every type, 0, 10, none). Newest favourite
 * first. `profileId` narrows the list to that one profile: is it a favourite (total 1) or not (total 0).
 */
export const favouriteListQuery = v.object({
  type: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => value || undefined),
      v.optional(profileTypeSchema),
    ),
  ),
  profileId: v.optional(profileIdField),
  ...socialPageQueryEntries,
});
export type FavouriteListQuery = v.InferInput<typeof favouriteListQuery>;

// ---------------------------------------------------------------- replies

/** POST favourite. */
export const favouriteSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  /** The favouriting profile (the active profile). */
  profileId: v.pipe(v.string(), v.uuid()),
  favouriteProfileId: v.pipe(v.string(), v.uuid()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Favourite = v.InferOutput<typeof favouriteSchema>;

/** One favourite: the favourited profile's card and when it became a favourite. */
export const favouriteEntrySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  profile: socialProfileCardSchema,
  favouritedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type FavouriteEntry = v.InferOutput<typeof favouriteEntrySchema>;

const countsByTypeSchema = v.object({ fund: v.number(), investor: v.number(), serviceProvider: v.number() });
export type CountsByProfileType = v.InferOutput<typeof countsByTypeSchema>;

/** GET favourite. */
export const favouriteListReply = v.object({
  /** Rows matching type and search (the pager's total). */
  total: v.number(),
  skip: v.number(),
  take: v.number(),
  type: v.nullable(profileTypeSchema),
  search: v.nullable(v.string()),
  /** Every live favourite per type, whatever the filters (the type filter's badges). */
  counts: countsByTypeSchema,
  items: v.array(favouriteEntrySchema),
});
export type FavouriteList = v.InferOutput<typeof favouriteListReply>;

/** GET favourite/favourings: counts only (favourites are private). Deleted profiles are not counted. */
export const favouringsReply = v.object({
  total: v.number(),
  byType: countsByTypeSchema,
  /** Favourited in the last 7 and 30 days (rolling, up to now). */
  last7Days: v.number(),
  last30Days: v.number(),
});
export type FavouringsReply = v.InferOutput<typeof favouringsReply>;
