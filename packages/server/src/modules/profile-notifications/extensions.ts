import type { SQL } from 'drizzle-orm';

/**
 * What the digest counts of modules that build on profile-notifications (they notify through it, so it cannot import
 * them, ADR 0069): each hands over a scalar subquery for a period, and app.ts wires it. Without one the digest counts
 * zero for it. Setting again (every test app) replaces the same function.
 */
export interface DigestPeriod {
  /** The member's profile: the digest's own row column. */
  profileId: SQL;
  from: SQL;
  /** Exclusive. */
  until: SQL;
}

/** `(select count(*) …)` of new followers of the profile in the period (profile-subscriber). */
export type NewFollowersSource = (period: DigestPeriod) => SQL | { getSQL(): SQL };
/** `(select jsonb_build_object('views', …, 'downloads', …, 'readers', …) …)` of the fund's data rooms (data-room). */
export type DataRoomActivitySource = (period: DigestPeriod) => SQL;

export const digestSources: { newFollowers: NewFollowersSource | null; dataRoom: DataRoomActivitySource | null } = {
  newFollowers: null,
  dataRoom: null,
};

export const profileNotificationsHooks = {
  provideNewFollowers(source: NewFollowersSource): void {
    digestSources.newFollowers = source;
  },
  provideDataRoomActivity(source: DataRoomActivitySource): void {
    digestSources.dataRoom = source;
  },
};
