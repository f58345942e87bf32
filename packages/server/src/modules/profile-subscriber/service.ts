import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
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
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, referenceNotFound, unprocessable } from '../../lib/errors';
import { findProfile, profileRefs } from '../profiles';
import { bucketCount, bucketKeySql, fillSeries } from '../profile-view';
import { toProfileSubscriber, toProfileSubscription } from './dto';
import { profileSubscriptions } from './tables';

// The subscribing profiles, live ones only (profiles builds the subquery; an inner join keeps the deleted out).
const subscriber = profileRefs('subscriber');
const qb = new QueryBuilder();

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
  const live = eq(profileSubscriptions.subscribedProfileId, profileId);
  const inRange = and(
    live,
    from ? gte(profileSubscriptions.createdAt, from) : undefined,
    toExclusive ? lt(profileSubscriptions.createdAt, toExclusive) : undefined,
  );

  const [all] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(profileSubscriptions)
    .innerJoin(subscriber, eq(subscriber.id, profileSubscriptions.subscriberProfileId))
    .where(live);

  const direction = query.sortOrder === 'asc' ? asc : desc;
  const order: SQL[] =
    query.sortBy === 'name'
      ? [direction(sql`lower(${subscriber.name})`), direction(subscriber.name), direction(profileSubscriptions.createdAt)]
      : [direction(profileSubscriptions.createdAt), direction(sql`lower(${subscriber.name})`)];
  const rows = await db
    .select({
      profileId: subscriber.id,
      type: subscriber.type,
      name: subscriber.name,
      slug: subscriber.slug,
      subscribedAt: profileSubscriptions.createdAt,
    })
    .from(profileSubscriptions)
    .innerJoin(subscriber, eq(subscriber.id, profileSubscriptions.subscriberProfileId))
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
      .innerJoin(subscriber, eq(subscriber.id, profileSubscriptions.subscriberProfileId))
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
 * POST api/profile-subscriber: the active profile subscribes to a published profile; any other id (none, a draft or a
 * deleted profile, alike) is a 422 on the body's profileId (issue 31.6); 400 for itself. Subscribing twice keeps the first subscription (`created: false`).
 */
export async function subscribe(
  db: Db,
  subscriberProfileId: string,
  subscribedProfileId: string,
): Promise<{ subscription: ProfileSubscription; created: boolean }> {
  if (subscriberProfileId.toLowerCase() === subscribedProfileId.toLowerCase()) {
    throw badRequest(text.cannotSubscribeToSelf, 'SUBSCRIBE_TO_SELF');
  }
  const target = await findProfile(db, subscribedProfileId, { status: 'published' });
  if (!target) throw referenceNotFound('profileId', text.profileNotFound);
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
    .innerJoin(subscriber, eq(subscriber.id, profileSubscriptions.subscriberProfileId))
    .where(eq(profileSubscriptions.subscribedProfileId, profileId));
  return Number(row?.followers ?? 0);
}

/** Live followers of each of `profileIds` (profiles without followers are absent): one query for a page of cards. */
export async function followerCounts(db: DbOrTx, profileIds: readonly string[]): Promise<Map<string, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select({ profileId: profileSubscriptions.subscribedProfileId, followers: count() })
    .from(profileSubscriptions)
    .innerJoin(subscriber, eq(subscriber.id, profileSubscriptions.subscriberProfileId))
    .where(inArray(profileSubscriptions.subscribedProfileId, [...profileIds]))
    .groupBy(profileSubscriptions.subscribedProfileId);
  return new Map(rows.map((row) => [row.profileId, Number(row.followers)]));
}

/**
 * The profiles among `profileIds` that `viewerProfileId` follows, as an unexecuted query of `{ profileId, kind:
 * 'follow' }`: a reader unions it with its own flags (favourite's social flags) to stay at one round trip.
 */
export function followedAmongQuery(db: DbOrTx, viewerProfileId: string, profileIds: readonly string[]) {
  return db
    .select({ profileId: profileSubscriptions.subscribedProfileId, kind: sql<'follow' | 'favourite'>`'follow'` })
    .from(profileSubscriptions)
    .where(
      and(
        eq(profileSubscriptions.subscriberProfileId, viewerProfileId),
        inArray(profileSubscriptions.subscribedProfileId, [...profileIds]),
      ),
    );
}

/**
 * `(select count(*) …)`: live profiles that started following `profileId` in [from, until), as a scalar subquery for
 * a reader that counts per row in one statement (profile-notifications' digest). The periods are the reader's SQL.
 */
export function newFollowersBetween(period: { profileId: SQL; from: SQL; until: SQL }) {
  return qb
    .select({ n: count() })
    .from(profileSubscriptions)
    .innerJoin(subscriber, eq(subscriber.id, profileSubscriptions.subscriberProfileId))
    .where(
      and(
        eq(profileSubscriptions.subscribedProfileId, period.profileId),
        gte(profileSubscriptions.createdAt, period.from),
        lt(profileSubscriptions.createdAt, period.until),
      ),
    );
}

/** Every subscription to `profileId`, deleted subscribers included (the administration console's raw figure). */
export async function subscriptionCount(db: DbOrTx, profileId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profileSubscriptions).where(eq(profileSubscriptions.subscribedProfileId, profileId));
  return Number(row?.n ?? 0);
}
