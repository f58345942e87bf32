// DELETE api/profile-subscriber/{profileId}: the active profile stops its subscription.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileSubscriberKeys } from './keys';

/** → 204 whether or not the subscription existed. Throws ApiError. */
export function unsubscribeFromProfile(profileId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/profile-subscriber/${encodeURIComponent(profileId)}`, options);
}

export function useUnsubscribeFromProfile(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof unsubscribeFromProfile>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (profileId: string) => unsubscribeFromProfile(profileId, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileSubscriberKeys.all });
      await onSuccess?.(...args);
    },
  });
}
