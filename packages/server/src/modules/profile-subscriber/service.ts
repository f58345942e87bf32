import { and, asc, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  ANALYTICS_MAX_BUCKETS,
  type AnalyticsInterval,
  analyticsMessages,
  type ProfileSubscriberList,
  type ProfileSubscriberSortField,
  type ProfileSubscription,
  profileSubscriberMessages as text,
  type SortOrder,
  timeRangeBounds,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { profiles } from '../profiles/tables';
import { bucketCount, bucketKeySql, fillSeries } from '../profile-view';
import { toProfileSubscriber, toProfileSubscription } from './dto';
import { profileSubscriptions } from './tables';

export interface SubscriberListQuery {
  sortBy: ProfileSubscriberSortField;
  sortOrder: SortOrder;
  timeFrom: string | null;
  timeTo: string | null;
  interval: AnalyticsInterval;
}

/**
 * GET api/profile-subscriber: the live profiles subscribed to `profileId`. timeFrom / timeTo bound both
 * the list and the counts (a date-only timeTo includes its day); without timeFrom the counts start at the
 * first subscription in range, without timeTo they end now. Buckets are UTC (weeks from Monday).
 */
export async function listSubscribers(
  db: Db,
  profileId: string,
  query: SubscriberListQuery,
  now = new Date(),
): Promise<ProfileSubscriberList> {
  const { from, toExclusive } = timeRangeBounds(query.timeFrom, query.timeTo);
  const live = and(eq(profileSubscriptions.subscribedProfileId, profileId), isNull(profiles.deletedAt));
  const inRange = and(
    live,
    from ? gte(profileSubscriptions.createdAt, from) : undefined,
    toExclusive ? lt(profileSubscriptions.createdAt, toExclusive) : undefined,
  );

  const [all] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(profileSubscriptions)
    .innerJoin(profiles, eq(profiles.id, profileSubscriptions.subscriberProfileId))
    .where(live);

  const direction = query.sortOrder === 'asc' ? asc : desc;
  const order: SQL[] =
    query.sortBy === 'name'
      ? [direction(sql`lower(${profiles.name})`), direction(profiles.name), direction(profileSubscriptions.createdAt)]
      : [direction(profileSubscriptions.createdAt), direction(sql`lower(${profiles.name})`)];
  const rows = await db
    .select({
      profileId: profiles.id,
      type: profiles.type,
      name: profiles.name,
      slug: profiles.slug,
      subscribedAt: profileSubscriptions.createdAt,
    })
    .from(profileSubscriptions)
    .innerJoin(profiles, eq(profiles.id, profileSubscriptions.subscriberProfileId))
    .where(inRange)
    .orderBy(...order, asc(profileSubscriptions.id));

  const end = toExclusive ? new Date(toExclusive.getTime() - 1) : now;
  let start = from;
  if (!start && rows.length > 0) start = new Date(Math.min(...rows.map((row) => row.subscribedAt.getTime())));
  let counts: ProfileSubscriberList['counts'] = [];
  if (start && start.getTime() <= end.getTime()) {
    if (bucketCount(start, end, query.interval) > ANALYTICS_MAX_BUCKETS) {
      throw unprocessable({ interval: [analyticsMessages.tooManyBuckets] });
    }
    const bucket = bucketKeySql(profileSubscriptions.createdAt, query.interval);
    const grouped = await db
      .select({ bucket, count: sql<number>`count(*)::int` })
      .from(profileSubscriptions)
      .innerJoin(profiles, eq(profiles.id, profileSubscriptions.subscriberProfileId))
      .where(inRange)
      .groupBy(sql`1`);
    counts = fillSeries(start, end, query.interval, new Map(grouped.map((row) => [row.bucket, row.count])));
  }

  return {
    total: all?.total ?? 0,
    subscribers: rows.map(toProfileSubscriber),
    interval: query.interval,
    from: start?.toISOString() ?? null,
    to: end.toISOString(),
    counts,
  };
}

/**
 * POST api/profile-subscriber: the active profile subscribes to a published profile (404 otherwise;
 * 400 for itself). Subscribing twice keeps the first subscription (`created: false`).
 */
export async function subscribe(
  db: Db,
  subscriberProfileId: string,
  subscribedProfileId: string,
): Promise<{ subscription: ProfileSubscription; created: boolean }> {
  if (subscriberProfileId.toLowerCase() === subscribedProfileId.toLowerCase()) {
    throw badRequest(text.cannotSubscribeToSelf, 'SUBSCRIBE_TO_SELF');
  }
  const [target] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, subscribedProfileId), isNull(profiles.deletedAt), eq(profiles.status, 'published')))
    .limit(1);
  if (!target) throw notFound(text.profileNotFound, 'PROFILE_NOT_FOUND');
  const [inserted] = await db
    .insert(profileSubscriptions)
    .values({ subscriberProfileId, subscribedProfileId: target.id })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { subscription: toProfileSubscription(inserted), created: true };
  const [existing] = await db
    .select()
    .from(profileSubscriptions)
    .where(and(eq(profileSubscriptions.subscriberProfileId, subscriberProfileId), eq(profileSubscriptions.subscribedProfileId, target.id)))
    .limit(1);
  return { subscription: toProfileSubscription(existing!), created: false };
}

/** DELETE api/profile-subscriber/{profileId}: ends the active profile's subscription, if any (idempotent). */
export async function unsubscribe(db: Db, subscriberProfileId: string, subscribedProfileId: string): Promise<void> {
  await db
    .delete(profileSubscriptions)
    .where(
      and(
        eq(profileSubscriptions.subscriberProfileId, subscriberProfileId),
        eq(profileSubscriptions.subscribedProfileId, subscribedProfileId),
      ),
    );
}

/** Live profiles following `profileId` (the followerCount of a profile's owner and public views). */
export async function followerCountOf(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ followers: count() })
    .from(profileSubscriptions)
    .innerJoin(profiles, eq(profiles.id, profileSubscriptions.subscriberProfileId))
    .where(and(eq(profileSubscriptions.subscribedProfileId, profileId), isNull(profiles.deletedAt)));
  return Number(row?.followers ?? 0);
}
