// PUT api/data-room/permissionHolder/edit: adds or removes a group's holders (managers).
import type { EditHoldersInput, PermissionGroup } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → the group. Throws ApiError. */
export function editDataRoomHolders(profile: Profile, input: EditHoldersInput) {
  return apiClient.put<{ group: PermissionGroup }>('api/data-room/permissionHolder/edit', { ...as(profile), json: input });
}

export function useEditDataRoomHolders(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: EditHoldersInput) => Promise<{ group: PermissionGroup }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: EditHoldersInput) => editDataRoomHolders(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
