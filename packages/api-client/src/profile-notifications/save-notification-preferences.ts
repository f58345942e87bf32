// PUT api/profile-notifications: changes the signed-in member's notification choices for the active profile.
import type { ProfileNotificationsInput, ProfileNotificationsReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileNotificationsKeys } from './keys';

export type { ProfileNotificationsInput };

/** → the member's choices after the change (options left out keep theirs). 422 on preferences.<option>. Throws ApiError. */
export function saveNotificationPreferences(
  input: ProfileNotificationsInput,
  options?: ApiCallOptions,
): Promise<ProfileNotificationsReply> {
  return apiClient.put<ProfileNotificationsReply>('api/profile-notifications', { ...options, json: input });
}

export function useSaveNotificationPreferences(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<typeof saveNotificationPreferences>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: ProfileNotificationsInput) => saveNotificationPreferences(input, { profile }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(profileNotificationsKeys.scoped(profile, 'mine'), args[0]);
      await onSuccess?.(...args);
    },
  });
}
