import { type AnyColumn, aliasedTable, and, count, desc, eq, exists, notExists, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileRefs } from '../profiles';
import { type ProfileSubscriptionRow, profileSubscriptions } from './tables';

// The follow family (module follow) is a second API on profile-subscriber's rows (follow/README.md): its rules stay in
// follow, the statements on profile_subscriptions are here, where the table is owned (ADR 0069).

export type { ProfileSubscriptionRow };
type Notifications = ProfileSubscriptionRow['notifications'];

const s = profileSubscriptions;
// The listed profile at the other end of a follow, live only (profiles' subquery; the inner join drops the deleted).
const other = profileRefs('follow_other');

/** The subscription `subscriber` → `subscribed`, or null. */
export async function subscriptionBetween(db: DbOrTx, subscriber: string, subscribed: string): Promise<ProfileSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.subscriberProfileId, subscriber), eq(s.subscribedProfileId, subscribed)))
    .limit(1);
  return row ?? null;
}

/** Inserts the subscriptions that do not exist yet; returns the ones written (an existing one is kept as it is). */
export async function insertSubscriptions(
  db: DbOrTx,
  rows: { subscriberProfileId: string; subscribedProfileId: string; origin?: ProfileSubscriptionRow['origin'] }[],
): Promise<ProfileSubscriptionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(s).values(rows).onConflictDoNothing().returning();
}

/** Ends the subscription `subscriber` → `subscribed`, if any (idempotent). */
export async function deleteSubscription(db: DbOrTx, subscriber: string, subscribed: string): Promise<void> {
  await db.delete(s).where(and(eq(s.subscriberProfileId, subscriber), eq(s.subscribedProfileId, subscribed)));
}

/** Sets the notification level of subscription `id` when `subscriber` made it; the row after, or null. */
export async function setSubscriptionNotifications(
  db: DbOrTx,
  input: { id: string; subscriberProfileId: string; notifications: Notifications },
): Promise<ProfileSubscriptionRow | null> {
  const [row] = await db
    .update(s)
    .set({ notifications: input.notifications, updatedAt: sql`now()` })
    .where(and(eq(s.id, input.id), eq(s.subscriberProfileId, input.subscriberProfileId)))
    .returning();
  return row ?? null;
}

/** Case-insensitive "name contains" (no LIKE pattern, so % and _ in a search are plain characters). */
const nameContains = (search: string | null) => (search ? sql`strpos(lower(${other.name}), lower(${search})) > 0` : undefined);

/**
 * One page of `profileId`'s followers (rows where it is followed) or followed profiles (where it follows), live profiles
 * only, newest first, with whether the other side follows back and the total matching the search.
 */
export async function subscriptionPage(
  db: DbOrTx,
  input: { profileId: string; list: 'followers' | 'following'; search: string | null; skip: number; take: number },
): Promise<{ total: number; rows: { follow: ProfileSubscriptionRow; otherId: string; mutual: boolean }[] }> {
  const followers = input.list === 'followers';
  // The profile's end of the row, and the other profile's end (the one listed).
  const mine = followers ? s.subscribedProfileId : s.subscriberProfileId;
  const otherEnd = followers ? s.subscriberProfileId : s.subscribedProfileId;
  const back = aliasedTable(s, 'back');
  const filter = and(eq(mine, input.profileId), nameContains(input.search));
  const [[matching], rows] = await Promise.all([
    db.select({ total: count() }).from(s).innerJoin(other, eq(other.id, otherEnd)).where(filter),
    db
      .select({
        follow: s,
        otherId: otherEnd,
        // The reverse row: the listed profile follows back (followers) / is followed back (following).
        mutual: sql<boolean>`exists (select 1 from ${s} as "back" where ${back.subscriberProfileId} = ${s.subscribedProfileId} and ${back.subscribedProfileId} = ${s.subscriberProfileId})`,
      })
      .from(s)
      .innerJoin(other, eq(other.id, otherEnd))
      .where(filter)
      .orderBy(desc(s.createdAt), desc(s.id))
      .offset(input.skip)
      .limit(input.take),
  ]);
  return { total: Number(matching?.total ?? 0), rows };
}

/** Live followers of, and live profiles followed by, `profileId`. */
export async function liveFollowCounts(db: DbOrTx, profileId: string): Promise<{ followers: number; following: number }> {
  const [row] = await db
    .select({
      followers: sql<number>`count(*) filter (where ${s.subscribedProfileId} = ${profileId})::int`,
      following: sql<number>`count(*) filter (where ${s.subscriberProfileId} = ${profileId})::int`,
    })
    .from(s)
    .innerJoin(
      other,
      sql`${other.id} = case when ${s.subscribedProfileId} = ${profileId} then ${s.subscriberProfileId} else ${s.subscribedProfileId} end`,
    )
    .where(sql`(${s.subscribedProfileId} = ${profileId} or ${s.subscriberProfileId} = ${profileId})`);
  return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
}

/** The profiles following `profileId` that it does not follow back. */
export async function followersNotFollowedBack(db: DbOrTx, profileId: string): Promise<string[]> {
  const back = aliasedTable(s, 'back');
  const rows = await db
    .select({ id: s.subscriberProfileId })
    .from(s)
    .where(
      and(
        eq(s.subscribedProfileId, profileId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(back)
            .where(and(eq(back.subscriberProfileId, profileId), eq(back.subscribedProfileId, s.subscriberProfileId))),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** `exists (…)`: `followerProfileId` follows the profile in `followedColumn` (a column of the reader's row: posts' author). */
export function followsExpr(db: DbOrTx, followerProfileId: string, followedColumn: SQL | AnyColumn): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(s)
      .where(and(eq(s.subscriberProfileId, followerProfileId), eq(s.subscribedProfileId, followedColumn))),
  );
}

/** Live profiles following `profileId` with the given notification level (of `type` when given), at most `limit`. */
export async function followerIdsToNotify(
  db: DbOrTx,
  profileId: string,
  options: { notifications: Notifications; type?: 'fund' | 'investor' | 'serviceProvider'; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: other.id })
    .from(s)
    .innerJoin(other, eq(other.id, s.subscriberProfileId))
    .where(
      and(
        eq(s.subscribedProfileId, profileId),
        eq(s.notifications, options.notifications),
        options.type ? eq(other.type, options.type) : undefined,
      ),
    )
    .limit(options.limit);
  return rows.map((row) => row.id);
}
