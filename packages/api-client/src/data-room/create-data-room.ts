// POST api/data-room/data-room: a new room of the active fund (managers).
import type { CreateDataRoomInput, DataRoom } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → 201 the room. Throws ApiError. */
export function createDataRoom(profile: Profile, input: CreateDataRoomInput) {
  return apiClient.post<{ dataRoom: DataRoom }>('api/data-room/data-room', { ...as(profile), json: input });
}

export function useCreateDataRoom(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: CreateDataRoomInput) => Promise<{ dataRoom: DataRoom }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateDataRoomInput) => createDataRoom(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
