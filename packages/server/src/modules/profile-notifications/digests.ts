import { and, count, countDistinct, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  deliveredNotificationOptions,
  type NotificationFrequency,
  type NotificationOption,
  notificationDefaults,
  notificationOptionsByProfileType,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../profiles';
import { profileMembers, profiles } from '../profiles/tables';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { profileViews } from '../profile-view/tables';
import { users } from '../users/tables';
import { digestMail } from './mail-templates';
import { profileNotificationDigests, profileNotificationPreferences } from './tables';

/**
 * Daily and weekly digests of the notifications Fundnet sends today (new followers, profile visits): one
 * e-mail per member and profile summing what happened since that member's previous digest. Every API
 * process may run the job: a member's digest is claimed under a row lock before it is mailed, so it goes
 * out once. (Other options join as their features produce events; a Postgres job queue replaces the timer
 * when there are jobs enough to need one.)
 */

export type DigestFrequency = Extract<NotificationFrequency, 'daily' | 'weekly'>;

const HOUR_MS = 3_600_000;
export const digestPeriodMs: Readonly<Record<DigestFrequency, number>> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };
/** A digest is due a little before its full period, so a timer's drift never skips a day. */
const DUE_SLACK_MS = 15 * 60_000;
/** How often the job looks for due digests. */
export const DIGEST_TICK_MS = 10 * 60_000;

const digestOptions = deliveredNotificationOptions;

interface DigestTarget {
  profileId: string;
  profileName: string;
  userId: string;
  email: string;
  firstName: string;
  options: NotificationOption[];
}

/** Every member (live account, live profile) with at least one delivered option at `frequency`. */
async function targetsOf(db: DbOrTx, frequency: DigestFrequency): Promise<DigestTarget[]> {
  const rows = await db
    .select({
      profileId: profiles.id,
      profileName: profiles.name,
      profileType: profiles.type,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      chosen: sql<Record<string, string> | null>`(
        select jsonb_object_agg(${profileNotificationPreferences.option}, ${profileNotificationPreferences.frequency})
        from ${profileNotificationPreferences}
        where ${profileNotificationPreferences.profileId} = ${profileMembers.profileId}
          and ${profileNotificationPreferences.userId} = ${profileMembers.userId})`,
    })
    .from(profileMembers)
    .innerJoin(profiles, and(eq(profiles.id, profileMembers.profileId), isNull(profiles.deletedAt)))
    .innerJoin(users, and(eq(users.id, profileMembers.userId), isNull(users.deletedAt)));
  const targets: DigestTarget[] = [];
  for (const row of rows) {
    const options = digestOptions.filter(
      (option) =>
        notificationOptionsByProfileType[row.profileType].includes(option) &&
        (row.chosen?.[option] ?? notificationDefaults[option]) === frequency,
    );
    if (options.length > 0) targets.push({ ...row, options });
  }
  return targets;
}

/**
 * Claims a member's digest: when it is due, moves its last-sent time to `now` and returns the previous
 * one (the start of the period to sum); null when it is not due or another process claimed it first.
 */
async function claim(deps: Pick<AppDeps, 'db'>, target: DigestTarget, frequency: DigestFrequency, now: Date): Promise<Date | null> {
  const key = and(
    eq(profileNotificationDigests.profileId, target.profileId),
    eq(profileNotificationDigests.userId, target.userId),
    eq(profileNotificationDigests.frequency, frequency),
  );
  return deps.db.transaction(async (tx) => {
    // A first digest covers the period just ended.
    await tx
      .insert(profileNotificationDigests)
      .values({
        profileId: target.profileId,
        userId: target.userId,
        frequency,
        lastSentAt: new Date(now.getTime() - digestPeriodMs[frequency]),
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(profileNotificationDigests).where(key).for('update');
    if (!row || now.getTime() - row.lastSentAt.getTime() < digestPeriodMs[frequency] - DUE_SLACK_MS) return null;
    await tx.update(profileNotificationDigests).set({ lastSentAt: now }).where(key);
    return row.lastSentAt;
  });
}

async function newFollowersBetween(db: DbOrTx, profileId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileSubscriptions)
    .innerJoin(profiles, and(eq(profiles.id, profileSubscriptions.subscriberProfileId), isNull(profiles.deletedAt)))
    .where(
      and(
        eq(profileSubscriptions.subscribedProfileId, profileId),
        gte(profileSubscriptions.createdAt, from),
        lt(profileSubscriptions.createdAt, to),
      ),
    );
  return Number(row?.n ?? 0);
}

async function visitsBetween(db: DbOrTx, profileId: string, from: Date, to: Date): Promise<{ visits: number; visitors: number }> {
  const [row] = await db
    .select({ visits: count(), visitors: countDistinct(profileViews.viewerKey) })
    .from(profileViews)
    .where(and(eq(profileViews.profileId, profileId), gte(profileViews.viewedAt, from), lt(profileViews.viewedAt, to)));
  return { visits: Number(row?.visits ?? 0), visitors: Number(row?.visitors ?? 0) };
}

/**
 * Sends the `frequency` digests that are due at `now`; a member whose period had nothing to report gets no
 * e-mail (the period still counts as sent). Returns how many e-mails went out.
 */
export async function sendNotificationDigests(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  frequency: DigestFrequency,
  now = new Date(),
  log?: FastifyBaseLogger,
): Promise<number> {
  let sent = 0;
  for (const target of await targetsOf(deps.db, frequency)) {
    try {
      const since = await claim(deps, target, frequency, now);
      if (!since) continue;
      const newFollowers = target.options.includes('newFollower') ? await newFollowersBetween(deps.db, target.profileId, since, now) : null;
      const visits = target.options.includes('visitors') ? await visitsBetween(deps.db, target.profileId, since, now) : null;
      if (!newFollowers && !visits?.visits) continue;
      const app = deps.config.appUrl;
      await deps.mailer.send({
        to: target.email,
        ...digestMail({
          firstName: target.firstName,
          profileName: target.profileName,
          frequency,
          newFollowers,
          visits: visits?.visits ?? null,
          visitors: visits?.visitors ?? null,
          visitsLink: `${app}/settings/profileVisits`,
          subscribersLink: `${app}/settings/subscribers`,
          settingsLink: `${app}/settings/notifications`,
        }),
      });
      sent += 1;
    } catch (error) {
      log?.error({ err: error, profileId: target.profileId, userId: target.userId, frequency }, 'notification digest failed');
    }
  }
  return sent;
}

/**
 * Runs the digests every DIGEST_TICK_MS until `stop()`: app.ts starts it with the API (not in tests, which
 * call sendNotificationDigests themselves). One tick at a time, never overlapping.
 */
export function startNotificationDigests(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      for (const frequency of ['daily', 'weekly'] as const) {
        const sent = await sendNotificationDigests(deps, frequency, new Date(), log);
        if (sent > 0) log.info({ frequency, sent }, 'notification digests sent');
      }
    });
    running = running.catch((error) => log.error({ err: error }, 'notification digests failed'));
  };
  const timer = setInterval(tick, DIGEST_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
