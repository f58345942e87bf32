// PUT api/follow/{id}: the notification level of one of the active profile's follows.
import type { FollowReply, UpdateFollowInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { followKeys } from './keys';

export type { UpdateFollowInput };

/** → 200 the follow. Editor role and up; 404 a follow that is not the active profile's. Throws ApiError. */
export function updateFollow(params: { id: string } & UpdateFollowInput, options?: ApiCallOptions): Promise<FollowReply> {
  const { id, ...body } = params;
  return apiClient.put<FollowReply>(`api/follow/${encodeURIComponent(id)}`, { ...options, json: body });
}

export function useUpdateFollow(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof updateFollow>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: { id: string } & UpdateFollowInput) => updateFollow(params, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: followKeys.all });
      await onSuccess?.(...args);
    },
  });
}
