// POST api/data-room/create/data-room/group: a permission group of a room (managers).
import type { CreateGroupInput, PermissionGroup } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → 201 the group. Throws ApiError (422 fields). */
export function createDataRoomGroup(profile: Profile, input: CreateGroupInput) {
  return apiClient.post<{ group: PermissionGroup }>('api/data-room/create/data-room/group', { ...as(profile), json: input });
}

export function useCreateDataRoomGroup(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: CreateGroupInput) => Promise<{ group: PermissionGroup }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateGroupInput) => createDataRoomGroup(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
