// DELETE api/track-record/{id}: deletes a track record of the active fund.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export const deleteTrackRecord = (profile: ActiveProfile, id: string, options?: ApiCallOptions) =>
  apiClient.delete<void>(`api/track-record/${id}`, { ...options, profile });

export function useDeleteTrackRecord(profile: ActiveProfile, mutationConfig?: MutationConfig<(variables: string) => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => deleteTrackRecord(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
      await onSuccess?.(...args);
    },
  });
}
