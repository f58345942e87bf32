import * as v from 'valibot';
import type { ProfileType } from '../enums/profiles';
import { type NotificationOption, notificationOptions } from '../options/notifications';
import { formObject } from '../rules/object';

/**
 * Contract of the profile-notifications family (api/profile-notifications): the Notifications screen
 * (the spec gives the options "new follower, visitors, data room activity, feed updates, new funds,
 * events, profiles"; the rest is our design).
 *
 * - Per member: each member of a profile chooses, for that profile, which notifications they get by
 *   e-mail and how often: off, immediately (one e-mail per event), or a daily or weekly digest. Any member
 *   role changes their own choices, never another member's. A member who never chose gets the defaults.
 * - The options of each profile type are `notificationOptionsByProfileType` (funds have a data room and no
 *   "new funds"; investors and providers the reverse). Profile visits come too often for one e-mail each:
 *   digest or off only.
 * - Fundnet sends the options whose events exist today (`deliveredNotificationOptions`: new followers,
 *   profile visits and data-room activity); the others are kept and start with the features that produce them (data room, feed,
 *   discovery, events), so members can choose now.
 * - This replaces the service provider's former `notifications` section (one set of choices per profile,
 *   shared by all its members): its choices became each member's (a data migration copied them).
 */

export const notificationFrequencies = ['off', 'immediately', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof notificationFrequencies)[number];

export const notificationFrequencyOptions: readonly { value: NotificationFrequency; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'immediately', label: 'Immediately' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
];

/** What a member gets until they choose. */
export const notificationDefaults: Readonly<Record<NotificationOption, NotificationFrequency>> = {
  newFollower: 'immediately',
  visitors: 'weekly',
  dataRoomActivity: 'daily',
  feedUpdates: 'weekly',
  newFunds: 'weekly',
  events: 'weekly',
  profiles: 'weekly',
};

/** Options only sent as digests (one e-mail per event would flood the inbox). */
export const digestOnlyNotificationOptions: readonly NotificationOption[] = ['visitors'];

/** Options whose events Fundnet already sends; the others start with the features that produce them. */
export const deliveredNotificationOptions: readonly NotificationOption[] = ['newFollower', 'visitors', 'dataRoomActivity'];

/** What each option is about, as a member reads it. */
export const notificationDescriptions: Readonly<Record<NotificationOption, string>> = {
  newFollower: 'A profile subscribes to this profile’s updates.',
  visitors: 'People who looked at this profile (digest only).',
  dataRoomActivity: 'Views and downloads in this fund’s data room.',
  feedUpdates: 'New posts from the profiles this profile follows.',
  newFunds: 'Funds newly published on Fundnet.',
  events: 'New platform events: conferences, pitch events, webinars.',
  profiles: 'New profiles that match this profile’s interests.',
};

export const notificationLabels: Readonly<Record<NotificationOption, string>> = Object.fromEntries(
  notificationOptions.map((option) => [option.value, option.label]),
) as Record<NotificationOption, string>;

/** The frequencies a member may choose for an option. */
export function frequenciesOf(option: NotificationOption): readonly NotificationFrequency[] {
  return digestOnlyNotificationOptions.includes(option) ? ['off', 'daily', 'weekly'] : notificationFrequencies;
}

export const profileNotificationsMessages = {
  frequencyInvalid: 'Select how often you want this notification', // not in spec
  preferencesRequired: 'Choose your notifications', // not in spec
  digestOnly: 'Profile visits are sent as a daily or weekly digest only', // not in spec
  /** 422 on preferences.<option> for an option the active profile's type does not have. */
  notForType: (type: ProfileType) =>
    `This notification is not available for ${type === 'serviceProvider' ? 'service provider' : type} profiles`, // not in spec
} as const;

const frequencySchema = v.picklist(notificationFrequencies, profileNotificationsMessages.frequencyInvalid);

/**
 * PUT api/profile-notifications: the caller's choices for the active profile; options left out keep
 * their current choice. The server refuses options of other profile types.
 */
export const profileNotificationsBody = formObject({
  preferences: formObject(
    Object.fromEntries(notificationOptions.map((option) => [option.value, v.optional(frequencySchema)])) as Record<
      NotificationOption,
      v.OptionalSchema<typeof frequencySchema, undefined>
    >,
    profileNotificationsMessages.preferencesRequired,
  ),
});
export type ProfileNotificationsInput = v.InferInput<typeof profileNotificationsBody>;

export const notificationPreferenceSchema = v.object({
  option: v.picklist(notificationOptions.map((option) => option.value)),
  label: v.string(),
  description: v.string(),
  frequency: frequencySchema,
  defaultFrequency: frequencySchema,
  /** What this option may be set to. */
  frequencies: v.array(frequencySchema),
  /** False while the feature producing these notifications is not open yet. */
  delivered: v.boolean(),
});
export type NotificationPreference = v.InferOutput<typeof notificationPreferenceSchema>;

/** GET / PUT api/profile-notifications: the caller's choices for the active profile, and where the e-mails go. */
export const profileNotificationsReply = v.object({
  email: v.string(),
  preferences: v.array(notificationPreferenceSchema),
});
export type ProfileNotificationsReply = v.InferOutput<typeof profileNotificationsReply>;
