// POST api/follow/automatic-follow: follow several profiles at once and / or follow back every follower.
import type { AutomaticFollowInput, AutomaticFollowReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { invalidateSocialQueries } from './invalidate-social';

export type { AutomaticFollowInput, AutomaticFollowReply };

/** → 200 with what was followed, already followed and skipped. Editor role and up. Throws ApiError. */
export function automaticFollow(input: AutomaticFollowInput, options?: ApiCallOptions): Promise<AutomaticFollowReply> {
  return apiClient.post<AutomaticFollowReply>('api/follow/automatic-follow', { ...options, json: input });
}

export function useAutomaticFollow(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof automaticFollow>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: AutomaticFollowInput) => automaticFollow(input, { profile }),
    onSuccess: async (...args) => {
      await invalidateSocialQueries(queryClient);
      await onSuccess?.(...args);
    },
  });
}
