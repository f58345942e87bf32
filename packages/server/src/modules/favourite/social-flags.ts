import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '@fundnet/validation-schema';
import type { Database, Db } from '../../db/client';
import { followedAmongQuery, followerCounts } from '../profile-subscriber';
import { profileFavourites } from './tables';

export interface SocialFlags {
  /** Live (not deleted) profiles following this one. */
  followerCount: number;
  /** The viewer's profile follows this one. */
  following: boolean;
  /** The viewer's profile has it among its favourites. */
  favourite: boolean;
}

/**
 * Follower counts and the viewer profile's follow / favourite state for a page of profiles (discovery
 * cards, profile pages). Every requested id gets an entry, keyed as given; ids that are not UUIDs or name
 * no profile get zeros. Without a viewer profile (visitors) `following` and `favourite` are false.
 * One query for the counts and one for the viewer's flags, whatever the page size. Accepts the app's
 * `Database` (deps.database) or its Drizzle client (deps.db).
 */
export async function socialFlagsFor(
  db: Database | Db,
  input: { viewerProfileId: string | null; profileIds: string[] },
): Promise<Map<string, SocialFlags>> {
  const client: Db = 'pool' in db ? db.db : db;
  const ids = [...new Set(input.profileIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  const result = new Map<string, SocialFlags>();
  const counts = new Map<string, number>();
  const following = new Set<string>();
  const favourites = new Set<string>();

  if (ids.length > 0) {
    for (const [profileId, followers] of await followerCounts(client, ids)) counts.set(profileId, followers);

    const viewer = input.viewerProfileId && isUuid(input.viewerProfileId) ? input.viewerProfileId.toLowerCase() : null;
    if (viewer) {
      // One round trip: profile-subscriber's follows of the viewer, and its favourites, in one union.
      const flagRows = await followedAmongQuery(client, viewer, ids).unionAll(
        client
          .select({ profileId: profileFavourites.favouriteProfileId, kind: sql<'follow' | 'favourite'>`'favourite'` })
          .from(profileFavourites)
          .where(and(eq(profileFavourites.profileId, viewer), inArray(profileFavourites.favouriteProfileId, ids))),
      );
      for (const row of flagRows) (row.kind === 'follow' ? following : favourites).add(row.profileId);
    }
  }

  for (const id of input.profileIds) {
    const key = id.toLowerCase();
    result.set(id, { followerCount: counts.get(key) ?? 0, following: following.has(key), favourite: favourites.has(key) });
  }
  return result;
}
