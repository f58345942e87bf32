// GET api/profile-notifications: the signed-in member's notification choices for the active profile.
import type { NotificationPreference, ProfileNotificationsReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileNotificationsKeys } from './keys';

export type { NotificationPreference, ProfileNotificationsReply };

/** → { email, preferences } (defaults until the member chose). Any member role, about themselves. Throws ApiError. */
export function getNotificationPreferences(profile: ActiveProfile, options?: ApiCallOptions): Promise<ProfileNotificationsReply> {
  return apiClient.get<ProfileNotificationsReply>('api/profile-notifications', { ...options, profile });
}

export function notificationPreferencesQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profileNotificationsKeys.scoped(profile, 'mine'),
    queryFn: ({ signal }) => getNotificationPreferences(profile, { signal }),
  });
}

export function useNotificationPreferences(profile: ActiveProfile, queryConfig?: QueryConfig<typeof notificationPreferencesQueryOptions>) {
  return useQuery({ ...notificationPreferencesQueryOptions(profile), ...queryConfig });
}
