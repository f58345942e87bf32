import { type AnalyticsBucket, type AnalyticsInterval, analyticsIntervals } from '@fundnet/validation-schema';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Time buckets of analytics series (profile views, subscribers), all in UTC: a day starts at
 * 00:00, a week on Monday, a month on the 1st. A bucket is named by its first day (YYYY-MM-DD),
 * the same key in SQL (`bucketKeySql`) and here (`bucketKey`), so counts and empty buckets meet.
 */

const DAY_MS = 86_400_000;

/** The first instant of the bucket holding `date`. */
export function bucketStart(date: Date, interval: AnalyticsInterval): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  if (interval === 'day') return day;
  if (interval === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

function nextBucket(start: Date, interval: AnalyticsInterval): Date {
  if (interval === 'day') return new Date(start.getTime() + DAY_MS);
  if (interval === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

export const bucketKey = (date: Date) => date.toISOString().slice(0, 10);

/** How many buckets [from, to] spans (0 when `to` is before `from`). */
export function bucketCount(from: Date, to: Date, interval: AnalyticsInterval): number {
  const first = bucketStart(from, interval).getTime();
  const last = bucketStart(to, interval).getTime();
  if (last < first) return 0;
  if (interval === 'day') return (last - first) / DAY_MS + 1;
  if (interval === 'week') return (last - first) / (7 * DAY_MS) + 1;
  const a = new Date(first);
  const b = new Date(last);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
}

/** Every bucket of [from, to], oldest first, with its count (0 when absent from `counts`). */
export function fillSeries(from: Date, to: Date, interval: AnalyticsInterval, counts: Map<string, number>): AnalyticsBucket[] {
  const series: AnalyticsBucket[] = [];
  for (let start = bucketStart(from, interval); start.getTime() <= to.getTime(); start = nextBucket(start, interval)) {
    const key = bucketKey(start);
    series.push({ start: key, count: counts.get(key) ?? 0 });
  }
  return series;
}

/** The SQL of a timestamptz column's bucket key, e.g. '2025-03-03' for any instant of that (UTC) week. */
export function bucketKeySql(column: AnyPgColumn | SQL, interval: AnalyticsInterval): SQL<string> {
  // The interval is one of three known words (checked here, never taken raw from a request).
  if (!analyticsIntervals.includes(interval)) throw new Error(`unknown interval ${interval}`);
  return sql<string>`to_char(date_trunc('${sql.raw(interval)}', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

/** The first instant of the current UTC week (Monday) and month. */
export function calendarStarts(now: Date) {
  return { weekStart: bucketStart(now, 'week'), monthStart: bucketStart(now, 'month') };
}
