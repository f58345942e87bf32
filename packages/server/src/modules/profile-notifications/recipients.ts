import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type NotificationOption,
  notificationDefaults,
  notificationOptionsByProfileType,
  profileTypePaths,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../profiles';
import { profileMembers, profiles } from '../profiles/tables';
import { users } from '../users/tables';
import { newFollowerMail } from './mail-templates';
import { profileNotificationPreferences } from './tables';

/**
 * The e-mail addresses of the members of `profileId` who get `option` immediately (their choice, or the
 * default when they never chose). Empty when the profile's type has no such option. Deleted accounts and
 * deleted profiles get nothing.
 */
export async function recipientsFor(db: DbOrTx, profileId: string, option: NotificationOption): Promise<string[]> {
  const [profile] = await db
    .select({ type: profiles.type })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!profile || !notificationOptionsByProfileType[profile.type].includes(option)) return [];
  const rows = await db
    .select({ email: users.email })
    .from(profileMembers)
    .innerJoin(users, and(eq(users.id, profileMembers.userId), isNull(users.deletedAt)))
    .leftJoin(
      profileNotificationPreferences,
      and(
        eq(profileNotificationPreferences.profileId, profileMembers.profileId),
        eq(profileNotificationPreferences.userId, profileMembers.userId),
        eq(profileNotificationPreferences.option, option),
      ),
    )
    .where(
      and(
        eq(profileMembers.profileId, profileId),
        eq(sql`coalesce(${profileNotificationPreferences.frequency}, ${notificationDefaults[option]})`, 'immediately'),
      ),
    )
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

/**
 * A profile subscribed to another one (POST profile-subscriber; the follow family's follow too): mails the
 * subscribed profile's members who get new followers immediately, except the person who subscribed. A
 * failed mail is logged, never fails the subscription.
 */
export async function notifyNewFollower(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  input: { subscriberProfileId: string; subscribedProfileId: string; actorUserId?: string },
  log?: FastifyBaseLogger,
): Promise<number> {
  try {
    const found = await deps.db
      .select({ id: profiles.id, type: profiles.type, name: profiles.name, slug: profiles.slug, status: profiles.status })
      .from(profiles)
      .where(and(inArray(profiles.id, [input.subscriberProfileId, input.subscribedProfileId]), isNull(profiles.deletedAt)));
    const subscriber = found.find((row) => row.id === input.subscriberProfileId);
    const subscribed = found.find((row) => row.id === input.subscribedProfileId);
    if (!subscriber || !subscribed) return 0;
    let recipients = await recipientsFor(deps.db, subscribed.id, 'newFollower');
    if (input.actorUserId) {
      const [actor] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, input.actorUserId));
      recipients = recipients.filter((email) => email !== actor?.email);
    }
    const subscriberLink =
      subscriber.status === 'published' ? `${deps.config.appUrl}${profileTypePaths[subscriber.type]}/${subscriber.slug}` : null;
    const mail = newFollowerMail({
      profileName: subscribed.name,
      subscriberName: subscriber.name,
      subscriberLink,
      subscribersLink: `${deps.config.appUrl}/settings/subscribers`,
      settingsLink: `${deps.config.appUrl}/settings/notifications`,
    });
    for (const to of recipients) await deps.mailer.send({ to, ...mail });
    return recipients.length;
  } catch (error) {
    log?.error({ err: error, ...input }, 'new-follower notification failed');
    return 0;
  }
}
