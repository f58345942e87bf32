// POST api/follow: the active profile follows another profile.
import type { FollowProfileInput, FollowReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { invalidateSocialQueries } from './invalidate-social';

export type { FollowProfileInput, FollowReply };

/** → 201 new / 200 already following, with the followed profile's follower count. 400 yourself, 404 not published. Throws ApiError. */
export function followProfile(input: FollowProfileInput, options?: ApiCallOptions): Promise<FollowReply> {
  return apiClient.post<FollowReply>('api/follow', { ...options, json: input });
}

/** Follows as `profile`, then refreshes everything that shows follows and follower counts. */
export function useFollowProfile(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof followProfile>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: FollowProfileInput) => followProfile(input, { profile }),
    onSuccess: async (...args) => {
      await invalidateSocialQueries(queryClient);
      await onSuccess?.(...args);
    },
  });
}
