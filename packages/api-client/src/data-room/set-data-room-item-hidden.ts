// PUT api/data-room/hidden: hides an item from holders, or shows it again (managers).
import type { DataRoomEntry } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → the item. Throws ApiError. */
export function setDataRoomItemHidden(profile: Profile, id: string, hidden: boolean) {
  return apiClient.put<{ item: DataRoomEntry }>('api/data-room/hidden', { ...as(profile), json: { id, hidden } });
}

export function useSetDataRoomItemHidden(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: { id: string; hidden: boolean }) => Promise<{ item: DataRoomEntry }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { id: string; hidden: boolean }) => setDataRoomItemHidden(profile, variables.id, variables.hidden),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
