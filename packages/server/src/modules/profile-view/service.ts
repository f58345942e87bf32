import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  ANALYTICS_MAX_BUCKETS,
  type AnalyticsInterval,
  analyticsMessages,
  defaultIntervalForTimeFilter,
  PROFILE_VIEW_RECENT_VIEWERS,
  type ProfileViewStats,
  type TimeFilter,
  timeFilterOptions,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { referenceNotFound, unprocessable } from '../../lib/errors';
import type { AuthContext } from '../auth';
import { findProfile, isMemberWithRole, profileAccess, profileRefs } from '../profiles';

// The viewer profile of a recent visit, live ones only (profiles' subquery, left-joined as before).
const viewer = profileRefs('viewer');
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

/**
 * Who is visiting a profile. Built from the request by `visitorOf`; the share-link helper builds it from its
 * visitor token (`visitorKey`: the link visitor's own id, so one link opened by two people counts twice).
 */
export interface ProfileVisitor {
  /** A signed-in user (a full session): never counted on profiles they are a member of. */
  userId?: string | null;
  /** The signed-in user's active profile, shown to the visited team as the viewer when it still is theirs. */
  activeProfileId?: string | null;
  /** A visitor without a user account but with an identity of their own (share-link visitor id, scoped session). */
  visitorKey?: string | null;
  /** The caller's address: the anonymous visitor is a hash of it (never stored raw). */
  ip: string;
}

/** The visitor of a request: the signed-in user, else a scoped (share-link) session, else the IP address. */
export function visitorOf(auth: AuthContext | null, ip: string): ProfileVisitor {
  if (auth?.kind === 'user') return { userId: auth.userId, activeProfileId: auth.activeProfileId, ip };
  if (auth) return { visitorKey: `session:${auth.sessionId}`, ip };
  return { ip };
}

async function isMember(db: Db, profileId: string, userId: string): Promise<boolean> {
  return isMemberWithRole(db, { profileId, userId });
}

/** The active profile, when it still exists and the user is still its member. */
async function activeViewerProfile(db: Db, userId: string, activeProfileId: string | null | undefined): Promise<string | null> {
  if (!activeProfileId) return null;
  const access = await profileAccess(db, activeProfileId, userId);
  return access?.role ? access.id : null;
}

/** The first instant of the UTC day holding `now`: visits count once per visitor from here. */
const utcDayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Records a visit of a published profile (404 for any other) and says whether it counted. The one function every
 * way of viewing a profile calls: the public read (`GET {family}/public/{slug}`, server-side, so no page can forget
 * it), the explicit `POST api/profile-view`, and share-link views.
 *
 * The visitor is the signed-in user ('user:<id>'; their active profile is kept to show the team who looked), else
 * the caller's own visitor key (a share-link visitor), else a hash of the IP address ('anon:…'; not the user agent,
 * which a script changes at will). A member of the viewed profile is never counted, whichever profile they act as.
 * One visit per visitor per profile per UTC day: the check and the insert run under a transaction-scoped advisory
 * lock on (profile, visitor), so two tabs opening at once count once on PostgreSQL too.
 */
export async function recordProfileVisit(
  db: Db,
  visitor: ProfileVisitor,
  profileId: string,
  options: { knownPublished?: boolean; now?: Date } = {},
): Promise<boolean> {
  if (!options.knownPublished) {
    const profile = await findProfile(db, profileId);
    // Every caller without knownPublished names the profile in the body (POST profile-view): a draft answers as none.
    if (profile?.status !== 'published') throw referenceNotFound('profileId', profileViewMessages.profileNotFound);
  }

  let viewerProfileId: string | null = null;
  let viewerUserId: string | null = null;
  let viewerKey: string;
  if (visitor.userId) {
    if (await isMember(db, profileId, visitor.userId)) return false;
    viewerUserId = visitor.userId;
    viewerProfileId = await activeViewerProfile(db, visitor.userId, visitor.activeProfileId);
    viewerKey = `user:${visitor.userId}`;
  } else if (visitor.visitorKey) {
    viewerKey = visitor.visitorKey;
  } else {
    // Per IP address only: the User-Agent (or a cookie) is the caller's to change, so keying on it let one visitor
    // count again and again. Several people behind one address count once per day, the lesser evil.
    viewerKey = `anon:${sha256(`profile-view:${visitor.ip}`)}`;
  }

  const dayStart = utcDayStart(options.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-view:${profileId}:${viewerKey}`}))`);
    const [today] = await tx
      .select({ id: profileViews.id })
      .from(profileViews)
      .where(
        and(
          eq(profileViews.profileId, profileId),
          eq(profileViews.viewerKey, viewerKey),
          gte(profileViews.viewedAt, sql`${dayStart.toISOString()}::timestamptz`),
        ),
      )
      .limit(1);
    if (today) return false;
    await tx
      .insert(profileViews)
      .values({ profileId, viewerProfileId, viewerUserId, viewerKey, ...(options.now ? { viewedAt: options.now } : {}) });
    return true;
  });
}

/** POST api/profile-view: an explicit visit (pages that show a profile without its public read). */
export function recordView(db: Db, auth: AuthContext | null, meta: ViewerMeta, profileId: string): Promise<boolean> {
  return recordProfileVisit(db, visitorOf(auth, meta.ip), profileId);
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
      profile: { id: viewer.id, type: viewer.type, name: viewer.name, slug: viewer.slug },
    })
    .from(profileViews)
    .leftJoin(viewer, eq(viewer.id, profileViews.viewerProfileId))
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
