import * as v from 'valibot';
import { profileTypeSchema } from '../enums/profiles';
import { timeFilterSchema } from '../options/paging-and-periods';
import { formObject } from '../rules/object';
import { authMessages } from './auth';

/**
 * Contract of the profile-view family (api/profile-view): visits of a published profile and their
 * analytics for the profile's team (Profile Visits section, dashboard "total visits, this week,
 * this month"). All dates and buckets are UTC; weeks start on Monday.
 */

/**
 * A visitor (a signed-in user, a share-link visitor, or an anonymous IP address) counts once per profile per UTC
 * calendar day: Profile Visits counts visitor-days, so reloading, refetching or browsing back and forth adds nothing.
 */
export const PROFILE_VIEW_DEDUP_PERIOD = 'utcDay' as const;
/** How many recent viewers GET api/profile-view lists. */
export const PROFILE_VIEW_RECENT_VIEWERS = 10;
/** The label of a view whose viewer has no (visible) profile. */
export const ANONYMOUS_VISITOR_LABEL = 'Anonymous visitor';

/** Bucket sizes of analytics series (profile views, subscribers). */
export const analyticsIntervals = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof analyticsIntervals)[number];

/** Most buckets one series may have (our choice): a longer interval or a shorter range is asked for beyond it. */
export const ANALYTICS_MAX_BUCKETS = 1000;

export const analyticsMessages = {
  invalidInterval: 'Select a valid interval (day, week or month)', // not in spec
  tooManyBuckets: `This range has more than ${ANALYTICS_MAX_BUCKETS} intervals: choose a longer interval or a shorter range`, // not in spec
} as const;

export const analyticsIntervalSchema = v.picklist(analyticsIntervals, analyticsMessages.invalidInterval);

/** The interval a time filter is shown in when the caller names none. */
export const defaultIntervalForTimeFilter = {
  lastWeek: 'day',
  lastMonth: 'day',
  last3Months: 'week',
  lastYear: 'month',
  allTime: 'month',
} as const satisfies Record<v.InferOutput<typeof timeFilterSchema>, AnalyticsInterval>;

/** A profile id in a body or path: required, a UUID (a blank value only reports the required message). */
export const profileIdField = v.pipe(
  v.string(authMessages.profileIdRequired),
  v.trim(),
  v.nonEmpty(authMessages.profileIdRequired),
  v.pipe(v.string(), v.uuid(authMessages.profileIdInvalid)),
);

// ---------------------------------------------------------------- requests

/** POST api/profile-view: the published profile being viewed. */
export const recordProfileViewBody = formObject({
  profileId: profileIdField,
});
export type RecordProfileViewInput = v.InferOutput<typeof recordProfileViewBody>;

/** GET api/profile-view?timeFilter=&interval= (defaults: lastMonth; the filter's own interval). */
export const profileViewStatsQuery = v.object({
  timeFilter: v.optional(timeFilterSchema, 'lastMonth'),
  interval: v.optional(analyticsIntervalSchema),
});
export type ProfileViewStatsQuery = v.InferInput<typeof profileViewStatsQuery>;

// ---------------------------------------------------------------- replies

/** POST api/profile-view: whether this call counted as a new visit (false: own profile, or this visitor was counted today, UTC). */
export const recordProfileViewReply = v.object({
  recorded: v.boolean(),
});
export type RecordProfileViewReply = v.InferOutput<typeof recordProfileViewReply>;

/** One bucket of a series: its first day (YYYY-MM-DD, UTC) and how many events fell in it. */
export const analyticsBucketSchema = v.object({
  start: v.pipe(v.string(), v.isoDate()),
  count: v.number(),
});
export type AnalyticsBucket = v.InferOutput<typeof analyticsBucketSchema>;

/** A viewer shown to the profile's team: the viewing profile when known, else "Anonymous visitor". */
export const profileViewerSchema = v.object({
  viewedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The profile's name, or "Anonymous visitor". */
  label: v.string(),
  profile: v.nullable(
    v.object({
      id: v.pipe(v.string(), v.uuid()),
      type: profileTypeSchema,
      name: v.string(),
      slug: v.string(),
    }),
  ),
});
export type ProfileViewer = v.InferOutput<typeof profileViewerSchema>;

/** GET api/profile-view. */
export const profileViewStatsReply = v.object({
  totals: v.object({
    total: v.number(),
    /** Since Monday 00:00 UTC. */
    thisWeek: v.number(),
    /** Since the 1st of the month, 00:00 UTC. */
    thisMonth: v.number(),
  }),
  timeFilter: timeFilterSchema,
  interval: analyticsIntervalSchema,
  /** The window of the series: [from, to]; `from` is null for allTime without any view. */
  from: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  to: v.pipe(v.string(), v.isoTimestamp()),
  /** Every bucket of the window, oldest first, empty ones included. */
  series: v.array(analyticsBucketSchema),
  /** The latest views, newest first. */
  recentViewers: v.array(profileViewerSchema),
});
export type ProfileViewStats = v.InferOutput<typeof profileViewStatsReply>;
