import { and, eq, sql } from 'drizzle-orm';
import {
  deliveredNotificationOptions,
  type FieldErrors,
  frequenciesOf,
  type NotificationFrequency,
  type NotificationOption,
  notificationDefaults,
  notificationDescriptions,
  notificationLabels,
  notificationOptionsByProfileType,
  type ProfileNotificationsReply,
  type ProfileType,
  profileNotificationsMessages as text,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { userById } from '../users';
import { profileNotificationPreferences } from './tables';

/** Each member's notification choices for a profile (README.md). */

type Member = { profileId: string; profileType: ProfileType; userId: string };

/** GET api/profile-notifications: the caller's choices (defaults where they never chose) for the options of the profile's type. */
export async function readPreferences(db: Db, member: Member): Promise<ProfileNotificationsReply> {
  const [rows, user] = await Promise.all([
    db
      .select({ option: profileNotificationPreferences.option, frequency: profileNotificationPreferences.frequency })
      .from(profileNotificationPreferences)
      .where(and(eq(profileNotificationPreferences.profileId, member.profileId), eq(profileNotificationPreferences.userId, member.userId))),
    userById(db, member.userId),
  ]);
  const chosen = new Map(rows.map((row) => [row.option, row.frequency]));
  return {
    email: user?.email ?? '',
    preferences: notificationOptionsByProfileType[member.profileType].map((option) => ({
      option,
      label: notificationLabels[option],
      description: notificationDescriptions[option],
      frequency: chosen.get(option) ?? notificationDefaults[option],
      defaultFrequency: notificationDefaults[option],
      frequencies: [...frequenciesOf(option)],
      delivered: deliveredNotificationOptions.includes(option),
    })),
  };
}

/**
 * PUT api/profile-notifications: changes the given options only. 422 on preferences.<option> for an
 * option the profile's type does not have, or a frequency the option does not offer (visits: digest only).
 */
export async function savePreferences(
  db: Db,
  member: Member,
  preferences: Partial<Record<NotificationOption, NotificationFrequency | undefined>>,
): Promise<ProfileNotificationsReply> {
  const available = notificationOptionsByProfileType[member.profileType];
  const errors: FieldErrors = {};
  const changes: { option: NotificationOption; frequency: NotificationFrequency }[] = [];
  for (const [option, frequency] of Object.entries(preferences) as [NotificationOption, NotificationFrequency | undefined][]) {
    if (frequency === undefined) continue;
    if (!available.includes(option)) errors[`preferences.${option}`] = [text.notForType(member.profileType)];
    else if (!frequenciesOf(option).includes(frequency)) errors[`preferences.${option}`] = [text.digestOnly];
    else changes.push({ option, frequency });
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  if (changes.length > 0) {
    await db
      .insert(profileNotificationPreferences)
      .values(changes.map((change) => ({ profileId: member.profileId, userId: member.userId, ...change })))
      .onConflictDoUpdate({
        target: [profileNotificationPreferences.profileId, profileNotificationPreferences.userId, profileNotificationPreferences.option],
        set: { frequency: sql`excluded.frequency`, updatedAt: sql`now()` },
      });
  }
  return readPreferences(db, member);
}
