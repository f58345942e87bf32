import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';

/**
 * A profile bookmarked another profile (api/favourite). Private to the favouriting profile: the favourited
 * profile only ever sees counts (GET favourite/favourings), never who. One row per pair.
 */
export const profileFavourites = pgTable(
  'profile_favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    favouriteProfileId: uuid('favourite_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_favourites_pair_uq').on(t.profileId, t.favouriteProfileId),
    index('profile_favourites_profile_idx').on(t.profileId, t.createdAt),
    index('profile_favourites_favourite_idx').on(t.favouriteProfileId, t.createdAt),
  ],
);

export type ProfileFavouriteRow = typeof profileFavourites.$inferSelect;
