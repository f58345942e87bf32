import { and, desc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import {
  ANALYTICS_MAX_BUCKETS,
  type AnalyticsInterval,
  analyticsMessages,
  defaultIntervalForTimeFilter,
  PROFILE_VIEW_DEDUP_MINUTES,
  PROFILE_VIEW_RECENT_VIEWERS,
  type ProfileViewStats,
  type TimeFilter,
  timeFilterOptions,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { notFound, unprocessable } from '../../lib/errors';
import type { AuthContext } from '../auth';
import { profileMembers, profiles } from '../profiles/tables';
import { bucketCount, bucketKeySql, calendarStarts, fillSeries } from './buckets';
import { toProfileViewer } from './dto';
import { profileViews } from './tables';

const DAY_MS = 86_400_000;

export const profileViewMessages = {
  profileNotFound: 'This profile does not exist.',
} as const;

export interface ViewerMeta {
  ip: string;
  userAgent?: string;
}

async function isMember(db: Db, profileId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profileMembers.userId })
    .from(profileMembers)
    .where(and(eq(profileMembers.profileId, profileId), eq(profileMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The session's active profile, when it still exists and the user is still its member. */
async function activeViewerProfile(db: Db, auth: AuthContext): Promise<string | null> {
  if (!auth.activeProfileId) return null;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(profileMembers, and(eq(profileMembers.profileId, profiles.id), eq(profileMembers.userId, auth.userId)))
    .where(and(eq(profiles.id, auth.activeProfileId), isNull(profiles.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST api/profile-view: records a view of a published profile (404 for any other). The viewer is the
 * session's active profile when signed in ('profile:<id>'), else the signed-in user ('user:<id>'),
 * else a hash of the IP address ('anon:…'; not the user agent, which a script changes at will). A member of the viewed profile is never recorded
 * (viewing your own profile, whichever profile you act as). One view per viewer per profile per 30
 * minutes: the check and the insert run under a transaction-scoped advisory lock on (profile, viewer),
 * so two tabs opening at once count once on PostgreSQL too.
 */
export async function recordView(db: Db, auth: AuthContext | null, meta: ViewerMeta, profileId: string): Promise<boolean> {
  const [profile] = await db
    .select({ id: profiles.id, status: profiles.status })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)))
    .limit(1);
  if (profile?.status !== 'published') throw notFound(profileViewMessages.profileNotFound, 'PROFILE_NOT_FOUND');

  let viewerProfileId: string | null = null;
  let viewerUserId: string | null = null;
  let viewerKey: string;
  if (auth?.kind === 'user') {
    if (await isMember(db, profileId, auth.userId)) return false;
    viewerUserId = auth.userId;
    viewerProfileId = await activeViewerProfile(db, auth);
    viewerKey = viewerProfileId ? `profile:${viewerProfileId}` : `user:${auth.userId}`;
  } else if (auth) {
    // A share-link visitor: one viewer per scoped session.
    viewerKey = `session:${auth.sessionId}`;
  } else {
    // Per IP address only: the User-Agent (or a cookie) is the caller's to change, so keying on it let one visitor
    // count again and again. Several people behind one address count once per window, the lesser evil.
    viewerKey = `anon:${sha256(`profile-view:${meta.ip}`)}`;
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-view:${profileId}:${viewerKey}`}))`);
    const [recent] = await tx
      .select({ id: profileViews.id })
      .from(profileViews)
      .where(
        and(
          eq(profileViews.profileId, profileId),
          eq(profileViews.viewerKey, viewerKey),
          gt(profileViews.viewedAt, sql`now() - make_interval(mins => ${PROFILE_VIEW_DEDUP_MINUTES})`),
        ),
      )
      .limit(1);
    if (recent) return false;
    await tx.insert(profileViews).values({ profileId, viewerProfileId, viewerUserId, viewerKey });
    return true;
  });
}

/**
 * GET api/profile-view: totals (all time, this calendar week, this calendar month; UTC, weeks from
 * Monday), the series of the time filter in buckets of `interval` (every bucket, empty ones included),
 * and the latest viewers whatever the filter.
 */
export async function viewStats(
  db: Db,
  profileId: string,
  query: { timeFilter: TimeFilter; interval?: AnalyticsInterval },
  now = new Date(),
): Promise<ProfileViewStats> {
  const interval = query.interval ?? defaultIntervalForTimeFilter[query.timeFilter];
  const { weekStart, monthStart } = calendarStarts(now);
  const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      thisWeek: sql<number>`(count(*) filter (where ${profileViews.viewedAt} >= ${iso(weekStart)}))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${profileViews.viewedAt} >= ${iso(monthStart)}))::int`,
      first: sql<string | null>`min(${profileViews.viewedAt})`,
    })
    .from(profileViews)
    .where(and(eq(profileViews.profileId, profileId), lte(profileViews.viewedAt, now)));

  const days = timeFilterOptions.find((option) => option.value === query.timeFilter)?.days ?? null;
  const from = days !== null ? new Date(now.getTime() - days * DAY_MS) : totals?.first ? new Date(totals.first) : null;

  let series: ProfileViewStats['series'] = [];
  if (from) {
    if (bucketCount(from, now, interval) > ANALYTICS_MAX_BUCKETS) throw unprocessable({ interval: [analyticsMessages.tooManyBuckets] });
    const bucket = bucketKeySql(profileViews.viewedAt, interval);
    const rows = await db
      .select({ bucket, count: sql<number>`count(*)::int` })
      .from(profileViews)
      .where(and(eq(profileViews.profileId, profileId), gte(profileViews.viewedAt, from), lte(profileViews.viewedAt, now)))
      .groupBy(sql`1`);
    series = fillSeries(from, now, interval, new Map(rows.map((row) => [row.bucket, row.count])));
  }

  const recent = await db
    .select({
      viewedAt: profileViews.viewedAt,
      profile: { id: profiles.id, type: profiles.type, name: profiles.name, slug: profiles.slug },
    })
    .from(profileViews)
    .leftJoin(profiles, and(eq(profiles.id, profileViews.viewerProfileId), isNull(profiles.deletedAt)))
    .where(and(eq(profileViews.profileId, profileId), lte(profileViews.viewedAt, now)))
    .orderBy(desc(profileViews.viewedAt), desc(profileViews.id))
    .limit(PROFILE_VIEW_RECENT_VIEWERS);

  return {
    totals: { total: totals?.total ?? 0, thisWeek: totals?.thisWeek ?? 0, thisMonth: totals?.thisMonth ?? 0 },
    timeFilter: query.timeFilter,
    interval,
    from: from?.toISOString() ?? null,
    to: now.toISOString(),
    series,
    recentViewers: recent.map(toProfileViewer),
  };
}
