import { aliasedTable, and, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import {
  type AutomaticFollowReply,
  type FollowList,
  type FollowListName,
  type FollowNotificationLevel,
  type FollowReply,
  type IFollowReply,
  followMessages as text,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { profiles } from '../profiles/tables';
import { toFollow, toFollowEntry } from './dto';
import { profileCards, publicProfileCard } from './profile-cards';
import { followerCountOf } from '../profile-subscriber';

/**
 * The follow family on profile_subscriptions (one row = `subscriber` follows `subscribed`). The active
 * profile is always one end of the row it touches: it follows / unfollows (subscriber), removes a follower
 * (subscribed), or updates its own follow. See README.md.
 */

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Case-insensitive "name contains" (no LIKE pattern, so % and _ in a search are plain characters). */
const nameContains = (search: string | null) => (search ? sql`strpos(lower(${profiles.name}), lower(${search})) > 0` : undefined);

async function findFollow(db: Db, followerId: string, followedId: string) {
  const [row] = await db
    .select()
    .from(profileSubscriptions)
    .where(and(eq(profileSubscriptions.subscriberProfileId, followerId), eq(profileSubscriptions.subscribedProfileId, followedId)))
    .limit(1);
  return row ?? null;
}

/**
 * POST follow: the active profile follows a profile a visitor can open (404 otherwise; 400 itself).
 * Following again keeps the first follow (`created: false`).
 */
export async function follow(db: Db, followerId: string, targetId: string): Promise<FollowReply & { created: boolean }> {
  if (sameId(followerId, targetId)) throw badRequest(text.cannotFollowSelf, 'FOLLOW_SELF');
  const target = await publicProfileCard(db, targetId);
  if (!target) throw notFound(text.profileNotFound, 'PROFILE_NOT_FOUND');
  const [inserted] = await db
    .insert(profileSubscriptions)
    .values({ subscriberProfileId: followerId, subscribedProfileId: target.id })
    .onConflictDoNothing()
    .returning();
  const row = inserted ?? (await findFollow(db, followerId, target.id))!;
  return { follow: toFollow(row), followerCount: await followerCountOf(db, target.id), created: Boolean(inserted) };
}

/** DELETE follow: ends the active profile's follow of `targetId`, if any (idempotent). */
export async function unfollow(db: Db, followerId: string, targetId: string): Promise<void> {
  await db
    .delete(profileSubscriptions)
    .where(and(eq(profileSubscriptions.subscriberProfileId, followerId), eq(profileSubscriptions.subscribedProfileId, targetId)));
}

/** POST/DELETE follow/removeFollow: `followerId` stops following the active profile, if it did (idempotent). */
export async function removeFollower(db: Db, profileId: string, followerId: string): Promise<void> {
  await unfollow(db, followerId, profileId);
}

export interface FollowListQuery {
  list: FollowListName;
  skip: number;
  take: number;
  search: string | null;
}

/**
 * GET follow: one page of the active profile's followers (rows where it is followed) or followed profiles
 * (rows where it follows), live profiles only, newest follow first. `counts` ignore the search.
 */
export async function listFollows(db: Db, profileId: string, query: FollowListQuery): Promise<FollowList> {
  const followers = query.list === 'followers';
  // The active profile's end of the row, and the other profile's end (the one listed).
  const mine = followers ? profileSubscriptions.subscribedProfileId : profileSubscriptions.subscriberProfileId;
  const other = followers ? profileSubscriptions.subscriberProfileId : profileSubscriptions.subscribedProfileId;
  const back = aliasedTable(profileSubscriptions, 'back');
  const filter = and(eq(mine, profileId), isNull(profiles.deletedAt), nameContains(query.search));

  const [[matching], counts, rows] = await Promise.all([
    db.select({ total: count() }).from(profileSubscriptions).innerJoin(profiles, eq(profiles.id, other)).where(filter),
    liveCounts(db, profileId),
    db
      .select({
        follow: profileSubscriptions,
        otherId: other,
        // The reverse row: the listed profile follows back (followers) / is followed back (following).
        mutual: sql<boolean>`exists (select 1 from ${profileSubscriptions} as "back" where ${back.subscriberProfileId} = ${profileSubscriptions.subscribedProfileId} and ${back.subscribedProfileId} = ${profileSubscriptions.subscriberProfileId})`,
      })
      .from(profileSubscriptions)
      .innerJoin(profiles, eq(profiles.id, other))
      .where(filter)
      .orderBy(desc(profileSubscriptions.createdAt), desc(profileSubscriptions.id))
      .offset(query.skip)
      .limit(query.take),
  ]);
  const cards = await profileCards(
    db,
    rows.map((row) => row.otherId),
  );
  return {
    list: query.list,
    total: Number(matching?.total ?? 0),
    skip: query.skip,
    take: query.take,
    search: query.search,
    counts,
    items: rows.flatMap((row) => {
      const card = cards.get(row.otherId);
      return card ? [toFollowEntry(row.follow, card, row.mutual)] : [];
    }),
  };
}

/** Live followers of, and live profiles followed by, `profileId`. */
async function liveCounts(db: Db, profileId: string): Promise<FollowList['counts']> {
  const [row] = await db
    .select({
      followers: sql<number>`count(*) filter (where ${profileSubscriptions.subscribedProfileId} = ${profileId})::int`,
      following: sql<number>`count(*) filter (where ${profileSubscriptions.subscriberProfileId} = ${profileId})::int`,
    })
    .from(profileSubscriptions)
    .innerJoin(
      profiles,
      sql`${profiles.id} = case when ${profileSubscriptions.subscribedProfileId} = ${profileId} then ${profileSubscriptions.subscriberProfileId} else ${profileSubscriptions.subscribedProfileId} end`,
    )
    .where(
      and(
        sql`(${profileSubscriptions.subscribedProfileId} = ${profileId} or ${profileSubscriptions.subscriberProfileId} = ${profileId})`,
        isNull(profiles.deletedAt),
      ),
    );
  return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
}

/** GET follow/iFollow: the follow in each direction between the active profile and a live profile (404 otherwise). */
export async function iFollow(db: Db, profileId: string, targetId: string): Promise<IFollowReply> {
  const [target] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, targetId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!target) throw notFound(text.profileNotFound, 'PROFILE_NOT_FOUND');
  const [mineRow, theirs, followerCount] = await Promise.all([
    findFollow(db, profileId, target.id),
    findFollow(db, target.id, profileId),
    followerCountOf(db, target.id),
  ]);
  return {
    profileId: target.id,
    following: Boolean(mineRow),
    followedBy: Boolean(theirs),
    follow: mineRow ? toFollow(mineRow) : null,
    followerCount,
  };
}

/**
 * POST follow/automatic-follow: follows each of `profileIds` a visitor can open (others are skipped:
 * `self`, `notFound`), and with `followBack` every current follower that is public and not followed yet.
 * New follows are marked `origin: automatic`; existing ones are left as they are.
 */
export async function automaticFollow(
  db: Db,
  profileId: string,
  input: { profileIds: string[]; followBack: boolean },
): Promise<AutomaticFollowReply> {
  const skipped: AutomaticFollowReply['skipped'] = [];
  const requested = [...new Set(input.profileIds.map((id) => id.toLowerCase()))];
  const candidates: string[] = [];
  for (const id of requested) {
    if (sameId(id, profileId)) skipped.push({ profileId: id, reason: 'self' });
    else candidates.push(id);
  }
  if (input.followBack) {
    const back = aliasedTable(profileSubscriptions, 'back');
    const unanswered = await db
      .select({ id: profileSubscriptions.subscriberProfileId })
      .from(profileSubscriptions)
      .where(
        and(
          eq(profileSubscriptions.subscribedProfileId, profileId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(back)
              .where(and(eq(back.subscriberProfileId, profileId), eq(back.subscribedProfileId, profileSubscriptions.subscriberProfileId))),
          ),
        ),
      );
    for (const row of unanswered) if (!candidates.includes(row.id)) candidates.push(row.id);
  }

  const cards = await profileCards(db, candidates);
  const targets = candidates.filter((id) => cards.get(id)?.public);
  for (const id of requested) {
    if (!sameId(id, profileId) && !cards.get(id)?.public) skipped.push({ profileId: id, reason: 'notFound' });
  }
  if (targets.length === 0) return { followed: [], alreadyFollowing: [], skipped };

  const inserted = await db
    .insert(profileSubscriptions)
    .values(targets.map((id) => ({ subscriberProfileId: profileId, subscribedProfileId: id, origin: 'automatic' as const })))
    .onConflictDoNothing()
    .returning({ id: profileSubscriptions.subscribedProfileId });
  const followed = new Set(inserted.map((row) => row.id));
  return {
    followed: targets.filter((id) => followed.has(id)),
    alreadyFollowing: targets.filter((id) => !followed.has(id)),
    skipped,
  };
}

/** PUT follow/{id}: the notification level of a follow the active profile made (404 for any other follow). */
export async function updateFollow(
  db: Db,
  profileId: string,
  followId: string,
  notifications: FollowNotificationLevel,
): Promise<FollowReply> {
  const [row] = await db
    .update(profileSubscriptions)
    .set({ notifications, updatedAt: sql`now()` })
    .where(and(eq(profileSubscriptions.id, followId), eq(profileSubscriptions.subscriberProfileId, profileId)))
    .returning();
  if (!row) throw notFound(text.followNotFound, 'FOLLOW_NOT_FOUND');
  return { follow: toFollow(row), followerCount: await followerCountOf(db, row.subscribedProfileId) };
}
