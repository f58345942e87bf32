// POST api/data-room/folder: a folder in a room (managers).
import type { CreateFolderInput, DataRoomEntry } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → 201 the folder. Throws ApiError. */
export function createDataRoomFolder(profile: Profile, input: CreateFolderInput) {
  return apiClient.post<{ item: DataRoomEntry }>('api/data-room/folder', { ...as(profile), json: input });
}

export function useCreateDataRoomFolder(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: CreateFolderInput) => Promise<{ item: DataRoomEntry }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateFolderInput) => createDataRoomFolder(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
