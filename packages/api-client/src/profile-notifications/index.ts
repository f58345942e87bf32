export {
  getNotificationPreferences,
  type NotificationPreference,
  notificationPreferencesQueryOptions,
  type ProfileNotificationsReply,
  useNotificationPreferences,
} from './get-notification-preferences';
export { profileNotificationsKeys } from './keys';
export {
  type ProfileNotificationsInput,
  saveNotificationPreferences,
  useSaveNotificationPreferences,
} from './save-notification-preferences';
