import * as v from 'valibot';
import type { ProfileType } from '../enums/profiles';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Every notification option of the spec. */
export const notificationOptions = [
  { value: 'newFollower', label: 'New follower' },
  { value: 'visitors', label: 'Visitors' },
  { value: 'dataRoomActivity', label: 'Data room activity' },
  { value: 'feedUpdates', label: 'Feed updates' },
  { value: 'newFunds', label: 'New funds' },
  { value: 'events', label: 'Events' },
  { value: 'profiles', label: 'Profiles' },
] as const satisfies readonly Option[];
export type NotificationOption = (typeof notificationOptions)[number]['value'];
export const notificationOptionSchema = v.picklist(optionValues(notificationOptions), messages.invalidNotificationOption);

/**
 * Which notifications each profile type can switch (our choice: only funds own a data room, and
 * "new funds" is news for investors and providers, not for funds).
 */
export const notificationOptionsByProfileType: Readonly<Record<ProfileType, readonly NotificationOption[]>> = {
  fund: ['newFollower', 'visitors', 'dataRoomActivity', 'feedUpdates', 'events', 'profiles'],
  investor: ['newFollower', 'visitors', 'feedUpdates', 'newFunds', 'events', 'profiles'],
  serviceProvider: ['newFollower', 'visitors', 'feedUpdates', 'newFunds', 'events', 'profiles'],
};
