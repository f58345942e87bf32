// DELETE api/follow/removeFollow?profileId=: one of the active profile's followers stops following it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { invalidateSocialQueries } from './invalidate-social';

/** → 204 whether or not that profile followed. Editor role and up. Throws ApiError. */
export function removeFollower(profileId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>('api/follow/removeFollow', { ...options, searchParams: { profileId } });
}

export function useRemoveFollower(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof removeFollower>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (profileId: string) => removeFollower(profileId, { profile }),
    onSuccess: async (...args) => {
      await invalidateSocialQueries(queryClient);
      await onSuccess?.(...args);
    },
  });
}
