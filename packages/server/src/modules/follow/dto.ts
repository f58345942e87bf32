import type { Follow, FollowEntry, SocialProfileCard } from '@fundnet/validation-schema';
import type { ProfileSubscriptionRow } from '../profile-subscriber';

export function toFollow(row: ProfileSubscriptionRow): Follow {
  return {
    id: row.id,
    followerProfileId: row.subscriberProfileId,
    followedProfileId: row.subscribedProfileId,
    notifications: row.notifications,
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of GET follow: the other profile's card and the follow's own fields. */
export function toFollowEntry(row: ProfileSubscriptionRow, profile: SocialProfileCard, mutual: boolean): FollowEntry {
  return {
    id: row.id,
    profile,
    followedAt: row.createdAt.toISOString(),
    mutual,
    notifications: row.notifications,
    origin: row.origin,
  };
}
