// POST api/data-room/link: a link to a file kept elsewhere (managers).
import type { CreateLinkInput, DataRoomEntry } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** → 201 the link. Throws ApiError (422 fields). */
export function createDataRoomLink(profile: Profile, input: CreateLinkInput) {
  return apiClient.post<{ item: DataRoomEntry }>('api/data-room/link', { ...as(profile), json: input });
}

export function useCreateDataRoomLink(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: CreateLinkInput) => Promise<{ item: DataRoomEntry }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateLinkInput) => createDataRoomLink(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
