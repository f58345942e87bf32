// POST api/data-room/default/data-room: the active fund's first room, made with the default folders.
import type { DataRoom } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → the room. Throws ApiError. */
export function createDefaultDataRoom(profile: Profile) {
  return apiClient.post<{ dataRoom: DataRoom }>('api/data-room/default/data-room', as(profile));
}

export function useCreateDefaultDataRoom(profile: Profile, mutationConfig?: MutationConfig<() => Promise<{ dataRoom: DataRoom }>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => createDefaultDataRoom(profile),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
