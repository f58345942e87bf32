import type { Favourite, FavouriteEntry, SocialProfileCard } from '@fundnet/validation-schema';
import type { ProfileFavouriteRow } from './tables';

export function toFavourite(row: ProfileFavouriteRow): Favourite {
  return { id: row.id, profileId: row.profileId, favouriteProfileId: row.favouriteProfileId, createdAt: row.createdAt.toISOString() };
}

export function toFavouriteEntry(row: ProfileFavouriteRow, profile: SocialProfileCard): FavouriteEntry {
  return { id: row.id, profile, favouritedAt: row.createdAt.toISOString() };
}
