import { and, countDistinct, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { profileViews } from './tables';

// Visit counts as scalar subqueries over a period the reader names (profile-notifications' digest: one statement for
// every member, each period a row of its own): profile-view builds them, the reader embeds them (ADR 0069).

const qb = new QueryBuilder();

export interface CountPeriod {
  /** The visited profile, usually a column of the reader's row. */
  profileId: SQL;
  from: SQL;
  /** Exclusive. */
  until: SQL;
}

const inPeriod = (period: CountPeriod) =>
  and(eq(profileViews.profileId, period.profileId), gte(profileViews.viewedAt, period.from), lt(profileViews.viewedAt, period.until));

/** `(select count(*) …)`: recorded visits of the profile in the period. */
export function visitsBetween(period: CountPeriod) {
  return qb.select({ n: count() }).from(profileViews).where(inPeriod(period));
}

/** `(select count(distinct viewer_key) …)`: distinct visitors of the profile in the period. */
export function visitorsBetween(period: CountPeriod) {
  return qb
    .select({ n: countDistinct(profileViews.viewerKey) })
    .from(profileViews)
    .where(inPeriod(period));
}
