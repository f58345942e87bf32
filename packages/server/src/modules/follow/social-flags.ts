import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@fundnet/validation-schema';
import type { Database, Db } from '../../db/client';
import { profileFavourites } from '../favourite/tables';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { profiles } from '../profiles/tables';

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
    const countRows = await client
      .select({ profileId: profileSubscriptions.subscribedProfileId, followers: count() })
      .from(profileSubscriptions)
      .innerJoin(profiles, eq(profiles.id, profileSubscriptions.subscriberProfileId))
      .where(and(inArray(profileSubscriptions.subscribedProfileId, ids), isNull(profiles.deletedAt)))
      .groupBy(profileSubscriptions.subscribedProfileId);
    for (const row of countRows) counts.set(row.profileId, Number(row.followers));

    const viewer = input.viewerProfileId && isUuid(input.viewerProfileId) ? input.viewerProfileId.toLowerCase() : null;
    if (viewer) {
      const flagRows = await client
        .select({ profileId: profileSubscriptions.subscribedProfileId, kind: sql<'follow' | 'favourite'>`'follow'` })
        .from(profileSubscriptions)
        .where(and(eq(profileSubscriptions.subscriberProfileId, viewer), inArray(profileSubscriptions.subscribedProfileId, ids)))
        .unionAll(
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
