// DELETE api/favourite?profileId=: the active profile removes a favourite.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSocialQueries } from '../follow';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';

/** → 204 whether or not it was a favourite. Throws ApiError. */
export function removeFavourite(profileId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>('api/favourite', { ...options, searchParams: { profileId } });
}

export function useRemoveFavourite(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof removeFavourite>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (profileId: string) => removeFavourite(profileId, { profile }),
    onSuccess: async (...args) => {
      await invalidateSocialQueries(queryClient);
      await onSuccess?.(...args);
    },
  });
}
