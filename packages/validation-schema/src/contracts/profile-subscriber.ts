import * as v from 'valibot';
import { profileTypeSchema } from '../enums/profiles';
import { messages } from '../messages';
import { isIsoDate, optionalIsoDate } from '../rules/dates';
import { formObject } from '../rules/object';
import { analyticsBucketSchema, analyticsIntervalSchema, profileIdField } from './profile-view';

/**
 * Contract of the profile-subscriber family (api/profile-subscriber): profiles subscribed to another
 * profile's updates (its followers). The active profile lists its subscribers with new-subscriber
 * counts per interval, and subscribes to or unsubscribes from another profile. The follow family
 * (api/follow, discovery) writes the same subscriptions. Dates are UTC.
 */

export const profileSubscriberSortFields = ['createdAt', 'name'] as const;
export type ProfileSubscriberSortField = (typeof profileSubscriberSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const profileSubscriberMessages = {
  invalidSortBy: 'Select a valid sort field (createdAt or name)', // not in spec
  timeRangeOrder: 'Time to cannot be before time from', // not in spec
  cannotSubscribeToSelf: 'A profile cannot subscribe to itself.', // not in spec
  profileNotFound: 'This profile does not exist.', // not in spec
} as const;

/** An ISO date or date-time as an instant; a date-time without a zone counts as UTC. */
export function parseIsoUtc(value: string): Date {
  const hasTime = value.length > 10;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(hasTime && !hasZone ? `${value}Z` : value);
}

/**
 * The instants a timeFrom / timeTo pair stands for: [from, toExclusive). A date-only timeTo
 * includes its whole day (toExclusive is the next midnight, UTC).
 */
export function timeRangeBounds(timeFrom: string | null, timeTo: string | null): { from: Date | null; toExclusive: Date | null } {
  const from = timeFrom ? parseIsoUtc(timeFrom) : null;
  let toExclusive: Date | null = null;
  if (timeTo) {
    toExclusive = parseIsoUtc(timeTo);
    toExclusive = timeTo.length <= 10 ? new Date(toExclusive.getTime() + 86_400_000) : new Date(toExclusive.getTime() + 1);
  }
  return { from, toExclusive };
}

// ---------------------------------------------------------------- requests

/**
 * GET api/profile-subscriber?sortBy=&sortOrder=&timeFrom=&timeTo=&interval=
 * (defaults: createdAt, desc, no bounds, month). timeFrom / timeTo are ISO dates (a time part allowed);
 * a date-only timeTo includes that whole day. They bound both the list and the counts.
 */
export const profileSubscriberListQuery = v.pipe(
  v.object({
    sortBy: v.optional(v.picklist(profileSubscriberSortFields, profileSubscriberMessages.invalidSortBy), 'createdAt'),
    sortOrder: v.optional(v.picklist(sortOrders, messages.invalidSortOption), 'desc'),
    timeFrom: optionalIsoDate(),
    timeTo: optionalIsoDate(),
    interval: v.optional(analyticsIntervalSchema, 'month'),
  }),
  v.forward(
    v.partialCheck(
      [['timeFrom'], ['timeTo']],
      ({ timeFrom, timeTo }) => {
        if (!timeFrom || !timeTo || !isIsoDate(timeFrom) || !isIsoDate(timeTo)) return true;
        const { from, toExclusive } = timeRangeBounds(timeFrom, timeTo);
        return from!.getTime() < toExclusive!.getTime();
      },
      profileSubscriberMessages.timeRangeOrder,
    ),
    ['timeTo'],
  ),
);
export type ProfileSubscriberListQuery = v.InferInput<typeof profileSubscriberListQuery>;

/** POST api/profile-subscriber: the profile the active profile subscribes to. */
export const subscribeToProfileBody = formObject({
  profileId: profileIdField,
});
export type SubscribeToProfileInput = v.InferOutput<typeof subscribeToProfileBody>;

/** Path parameters of DELETE api/profile-subscriber/{profileId}. */
export const profileSubscriberProfileIdParams = v.object({
  profileId: profileIdField,
});

// ---------------------------------------------------------------- replies

/** A subscriber of the active profile. */
export const profileSubscriberSchema = v.object({
  profileId: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
  subscribedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ProfileSubscriber = v.InferOutput<typeof profileSubscriberSchema>;

/** GET api/profile-subscriber. */
export const profileSubscriberListReply = v.object({
  /** Every live subscriber, whatever the time range. */
  total: v.number(),
  /** Subscribers within the range, in the order asked for. */
  subscribers: v.array(profileSubscriberSchema),
  interval: analyticsIntervalSchema,
  /** The range of `counts` (timeFrom / the first subscription … timeTo / now); null when there is nothing to count. */
  from: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  to: v.pipe(v.string(), v.isoTimestamp()),
  /** New subscribers per interval, oldest bucket first, empty ones included. */
  counts: v.array(analyticsBucketSchema),
});
export type ProfileSubscriberList = v.InferOutput<typeof profileSubscriberListReply>;

/** POST api/profile-subscriber: 201 when new, 200 when the subscription already existed. */
export const profileSubscriptionSchema = v.object({
  subscriberProfileId: v.pipe(v.string(), v.uuid()),
  subscribedProfileId: v.pipe(v.string(), v.uuid()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ProfileSubscription = v.InferOutput<typeof profileSubscriptionSchema>;
