import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  deliveredNotificationOptions,
  type NotificationFrequency,
  type NotificationOption,
  notificationDefaults,
  notificationOptionsByProfileType,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../lib/jobs';
import { type DbOrTx, profileMembersView, profileRefs } from '../profiles';
import { visitorsBetween, visitsBetween } from '../profile-view';
import { userRefs } from '../users';
import { type DigestPeriod, digestSources } from './extensions';
import { digestMail } from './mail-templates';
import { profileNotificationDigests, profileNotificationPreferences } from './tables';

/**
 * Daily and weekly digests of the notifications Fundnet sends today (new followers, profile visits, data-room reads): one
 * e-mail per member and profile summing what happened since that member's previous digest. Every API
 * process may run the job: a member's digest is claimed under a row lock before it is mailed, so it goes
 * out once. The run is a scheduled job on the queue (lib/jobs). Other options join as their features produce
 * events.
 */

export type DigestFrequency = Extract<NotificationFrequency, 'daily' | 'weekly'>;

const HOUR_MS = 3_600_000;
export const digestPeriodMs: Readonly<Record<DigestFrequency, number>> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };
/** A digest is due a little before its full period, so a timer's drift never skips a day. */
const DUE_SLACK_MS = 15 * 60_000;
/** How often the job looks for due digests (cron, UTC): every 10 minutes. */
export const DIGEST_CRON = '*/10 * * * *';

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
  // Members, their live profiles and live accounts: the owners' subqueries (profiles, users), joined in one statement.
  const member = profileMembersView('member');
  const profile = profileRefs('profile');
  const account = userRefs('account');
  const rows = await db
    .select({
      profileId: profile.id,
      profileName: profile.name,
      profileType: profile.type,
      userId: account.id,
      email: account.email,
      firstName: account.firstName,
      chosen: sql<Record<string, string> | null>`(
        select jsonb_object_agg(${profileNotificationPreferences.option}, ${profileNotificationPreferences.frequency})
        from ${profileNotificationPreferences}
        where ${profileNotificationPreferences.profileId} = ${member.profileId}
          and ${profileNotificationPreferences.userId} = ${member.userId})`,
    })
    .from(member)
    .innerJoin(profile, eq(profile.id, member.profileId))
    .innerJoin(account, eq(account.id, member.userId));
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

type MemberKey = `${string}:${string}`;
const keyOf = (profileId: string, userId: string): MemberKey => `${profileId}:${userId}`;

/**
 * Claims the due digests of `targets` in one statement: each member's row (created on first need, covering the period
 * just ended) whose period is over moves to `now`, and the previous time (the start of the period to sum) comes back.
 * The row locks make a second process, or the next tick, skip what this one claimed. One statement for all members,
 * not one transaction each: the job's cost must not grow by round trips with the number of members.
 */
async function claimDue(db: DbOrTx, targets: DigestTarget[], frequency: DigestFrequency, now: Date): Promise<Map<MemberKey, Date>> {
  const firstPeriodStart = new Date(now.getTime() - digestPeriodMs[frequency]);
  for (let i = 0; i < targets.length; i += 500) {
    await db
      .insert(profileNotificationDigests)
      .values(targets.slice(i, i + 500).map((t) => ({ profileId: t.profileId, userId: t.userId, frequency, lastSentAt: firstPeriodStart })))
      .onConflictDoNothing();
  }
  const members = JSON.stringify(targets.map((t) => ({ p: t.profileId, u: t.userId })));
  const dueBefore = new Date(now.getTime() - digestPeriodMs[frequency] + DUE_SLACK_MS);
  const d = profileNotificationDigests;
  const claimed = await db.execute<{ profile_id: string; user_id: string; last_sent_at: string | Date }>(sql`
    update ${d} set last_sent_at = ${now.toISOString()}::timestamptz
    from (
      select due.profile_id, due.user_id, due.last_sent_at
      from ${d} as due
      join jsonb_to_recordset(${members}::jsonb) as member(p uuid, u uuid) on member.p = due.profile_id and member.u = due.user_id
      where due.frequency = ${frequency} and due.last_sent_at <= ${dueBefore.toISOString()}::timestamptz
      for update of due
    ) as previous
    where ${d.profileId} = previous.profile_id and ${d.userId} = previous.user_id and ${d.frequency} = ${frequency}
    returning previous.profile_id, previous.user_id, previous.last_sent_at`);
  return new Map(claimed.rows.map((row) => [keyOf(row.profile_id, row.user_id), new Date(row.last_sent_at)]));
}

interface Activity {
  newFollowers: number;
  visits: number;
  visitors: number;
  dataRoom: { views: number; downloads: number; readers: number };
}

/** New followers, visits and distinct visitors of each claimed member's profile since that member's last digest. */
async function activityOf(db: DbOrTx, claimed: Map<MemberKey, Date>, now: Date): Promise<Map<MemberKey, Activity>> {
  const periods = JSON.stringify(
    [...claimed].map(([key, since]) => {
      const [p, u] = key.split(':');
      return { p, u, since: since.toISOString() };
    }),
  );
  const until = now.toISOString();
  // Each count is the owner's subquery over the period row (profile-view, profile-subscriber, data-room): one statement.
  const period: DigestPeriod = { profileId: sql`period.p`, from: sql`period.since`, until: sql`${until}::timestamptz` };
  const newFollowers = digestSources.newFollowers ? sql`${digestSources.newFollowers(period)}` : sql`0`;
  const room = digestSources.dataRoom ? digestSources.dataRoom(period) : sql`'{}'::jsonb`;
  const rows = await db.execute<{
    profile_id: string;
    user_id: string;
    new_followers: string;
    visits: string;
    visitors: string;
    room: { views?: number; downloads?: number; readers?: number } | null;
  }>(sql`
    select period.p as profile_id, period.u as user_id,
      ${newFollowers} as new_followers,
      ${visitsBetween(period)} as visits,
      ${visitorsBetween(period)} as visitors,
      ${room} as room
    from jsonb_to_recordset(${periods}::jsonb) as period(p uuid, u uuid, since timestamptz)`);
  return new Map(
    rows.rows.map((row) => [
      keyOf(row.profile_id, row.user_id),
      {
        newFollowers: Number(row.new_followers),
        visits: Number(row.visits),
        visitors: Number(row.visitors),
        dataRoom: {
          views: Number(row.room?.views ?? 0),
          downloads: Number(row.room?.downloads ?? 0),
          readers: Number(row.room?.readers ?? 0),
        },
      },
    ]),
  );
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
  const targets = await targetsOf(deps.db, frequency);
  if (targets.length === 0) return 0;
  const claimed = await claimDue(deps.db, targets, frequency, now);
  if (claimed.size === 0) return 0;
  const activity = await activityOf(deps.db, claimed, now);
  let sent = 0;
  for (const target of targets) {
    const found = activity.get(keyOf(target.profileId, target.userId));
    if (!found) continue;
    const newFollowers = target.options.includes('newFollower') ? found.newFollowers : null;
    const visits = target.options.includes('visitors') ? found : null;
    const dataRoom = target.options.includes('dataRoomActivity') ? found.dataRoom : null;
    if (!newFollowers && !visits?.visits && !dataRoom?.views && !dataRoom?.downloads) continue;
    try {
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
          dataRoom,
          dataRoomLink: `${app}/dataRoom`,
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

/** The digest job's name on the queue (lib/jobs). */
export const DIGEST_JOB = 'profile-notifications.digests';

/**
 * Puts the digests on the job queue: every 10 minutes (one run per slot across every API process; each
 * member's digest is still claimed under a row lock, so an overlapping run never mails it twice). Tests run it
 * with `app.jobs.runPending(DIGEST_JOB)` or call sendNotificationDigests with their own clock.
 */
export function registerNotificationJobs(jobs: JobQueue, deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>): void {
  jobs.define({
    name: DIGEST_JOB,
    cron: DIGEST_CRON,
    // A missed slot is made up by the next one (the claim looks at the last-sent time): no retries needed.
    retryLimit: 0,
    handler: async (_data, job) => {
      for (const frequency of ['daily', 'weekly'] as const) {
        const sent = await sendNotificationDigests(deps, frequency, new Date(), job.log);
        if (sent > 0) job.log.info({ frequency, sent }, 'notification digests sent');
      }
    },
  });
}
