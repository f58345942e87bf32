// PUT api/data-room/group/edit: a group's permissions and per-item overrides (managers).
import type { EditGroupInput, PermissionGroup } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → the group. Throws ApiError. */
export function editDataRoomGroup(profile: Profile, input: EditGroupInput) {
  return apiClient.put<{ group: PermissionGroup }>('api/data-room/group/edit', { ...as(profile), json: input });
}

export function useEditDataRoomGroup(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: EditGroupInput) => Promise<{ group: PermissionGroup }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: EditGroupInput) => editDataRoomGroup(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
