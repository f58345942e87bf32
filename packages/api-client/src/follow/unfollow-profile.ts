// DELETE api/follow?profileId=: the active profile stops following a profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { invalidateSocialQueries } from './invalidate-social';

/** → 204 whether or not the follow existed. Throws ApiError. */
export function unfollowProfile(profileId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>('api/follow', { ...options, searchParams: { profileId } });
}

export function useUnfollowProfile(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof unfollowProfile>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (profileId: string) => unfollowProfile(profileId, { profile }),
    onSuccess: async (...args) => {
      await invalidateSocialQueries(queryClient);
      await onSuccess?.(...args);
    },
  });
}
