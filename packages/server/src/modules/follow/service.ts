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
import { badRequest, notFound, referenceNotFound } from '../../lib/errors';
import { findProfile } from '../profiles';
import {
  deleteSubscription,
  followerCountOf,
  followersNotFollowedBack,
  insertSubscriptions,
  liveFollowCounts,
  setSubscriptionNotifications,
  subscriptionBetween,
  subscriptionPage,
} from '../profile-subscriber';
import { toFollow, toFollowEntry } from './dto';
import { profileCards, publicProfileCard } from './profile-cards';

/**
 * The follow family on profile_subscriptions (one row = `subscriber` follows `subscribed`). The active
 * profile is always one end of the row it touches: it follows / unfollows (subscriber), removes a follower
 * (subscribed), or updates its own follow. See README.md.
 */

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const findFollow = subscriptionBetween;

/**
 * POST follow: the active profile follows a profile a visitor can open; any other id (none, a draft, a hidden or
 * deleted profile, alike so as not to reveal which) is a 422 on the body's profileId (issue 31.6); 400 itself.
 * Following again keeps the first follow (`created: false`).
 */
export async function follow(db: Db, followerId: string, targetId: string): Promise<FollowReply & { created: boolean }> {
  if (sameId(followerId, targetId)) throw badRequest(text.cannotFollowSelf, 'FOLLOW_SELF');
  const target = await publicProfileCard(db, targetId);
  if (!target) throw referenceNotFound('profileId', text.profileNotFound);
  const [inserted] = await insertSubscriptions(db, [{ subscriberProfileId: followerId, subscribedProfileId: target.id }]);
  const row = inserted ?? (await findFollow(db, followerId, target.id))!;
  return { follow: toFollow(row), followerCount: await followerCountOf(db, target.id), created: Boolean(inserted) };
}

/** DELETE follow: ends the active profile's follow of `targetId`, if any (idempotent). */
export async function unfollow(db: Db, followerId: string, targetId: string): Promise<void> {
  await deleteSubscription(db, followerId, targetId);
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
  const [page, counts] = await Promise.all([
    subscriptionPage(db, { profileId, list: query.list, search: query.search, skip: query.skip, take: query.take }),
    liveFollowCounts(db, profileId),
  ]);
  const { rows } = page;
  const cards = await profileCards(
    db,
    rows.map((row) => row.otherId),
  );
  return {
    list: query.list,
    total: page.total,
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

/** GET follow/iFollow: the follow in each direction between the active profile and a live profile (404 otherwise). */
export async function iFollow(db: Db, profileId: string, targetId: string): Promise<IFollowReply> {
  const target = await findProfile(db, targetId);
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
    const unanswered = await followersNotFollowedBack(db, profileId);
    for (const id of unanswered) if (!candidates.includes(id)) candidates.push(id);
  }

  const cards = await profileCards(db, candidates);
  const targets = candidates.filter((id) => cards.get(id)?.public);
  for (const id of requested) {
    if (!sameId(id, profileId) && !cards.get(id)?.public) skipped.push({ profileId: id, reason: 'notFound' });
  }
  if (targets.length === 0) return { followed: [], alreadyFollowing: [], skipped };

  const inserted = await insertSubscriptions(
    db,
    targets.map((id) => ({ subscriberProfileId: profileId, subscribedProfileId: id, origin: 'automatic' as const })),
  );
  const followed = new Set(inserted.map((row) => row.subscribedProfileId));
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
  const row = await setSubscriptionNotifications(db, { id: followId, subscriberProfileId: profileId, notifications });
  if (!row) throw notFound(text.followNotFound, 'FOLLOW_NOT_FOUND');
  return { follow: toFollow(row), followerCount: await followerCountOf(db, row.subscribedProfileId) };
}
