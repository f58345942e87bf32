import type { ProfileSubscriber, ProfileSubscription, ProfileType } from '@fundnet/validation-schema';
import type { ProfileSubscriptionRow } from './tables';

export interface SubscriberRow {
  profileId: string;
  type: ProfileType;
  name: string;
  slug: string;
  subscribedAt: Date;
}

export function toProfileSubscriber(row: SubscriberRow): ProfileSubscriber {
  return { profileId: row.profileId, type: row.type, name: row.name, slug: row.slug, subscribedAt: row.subscribedAt.toISOString() };
}

export function toProfileSubscription(row: ProfileSubscriptionRow): ProfileSubscription {
  return {
    subscriberProfileId: row.subscriberProfileId,
    subscribedProfileId: row.subscribedProfileId,
    createdAt: row.createdAt.toISOString(),
  };
}
