import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type NotificationOption,
  notificationDefaults,
  notificationOptionsByProfileType,
  profileTypePaths,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { type DbOrTx, findProfile, profileMembersView, profilesByIds } from '../profiles';
import { userById, userRefs } from '../users';
import { newFollowerMail } from './mail-templates';
import { profileNotificationPreferences } from './tables';

/**
 * The e-mail addresses of the members of `profileId` who get `option` immediately (their choice, or the
 * default when they never chose). Empty when the profile's type has no such option. Deleted accounts and
 * deleted profiles get nothing.
 */
export async function recipientsFor(db: DbOrTx, profileId: string, option: NotificationOption): Promise<string[]> {
  const profile = await findProfile(db, profileId);
  if (!profile || !notificationOptionsByProfileType[profile.type].includes(option)) return [];
  // Members (profiles), their live accounts (users) and their own choices, in one statement over the owners' subqueries.
  const member = profileMembersView('member');
  const account = userRefs('account');
  const rows = await db
    .select({ email: account.email })
    .from(member)
    .innerJoin(account, eq(account.id, member.userId))
    .leftJoin(
      profileNotificationPreferences,
      and(
        eq(profileNotificationPreferences.profileId, member.profileId),
        eq(profileNotificationPreferences.userId, member.userId),
        eq(profileNotificationPreferences.option, option),
      ),
    )
    .where(
      and(
        eq(member.profileId, profileId),
        eq(sql`coalesce(${profileNotificationPreferences.frequency}, ${notificationDefaults[option]})`, 'immediately'),
      ),
    )
    .orderBy(account.email);
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
    const found = await profilesByIds(deps.db, [input.subscriberProfileId, input.subscribedProfileId]);
    const subscriber = found.get(input.subscriberProfileId);
    const subscribed = found.get(input.subscribedProfileId);
    if (!subscriber || !subscribed) return 0;
    let recipients = await recipientsFor(deps.db, subscribed.id, 'newFollower');
    if (input.actorUserId) {
      const actor = await userById(deps.db, input.actorUserId);
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
