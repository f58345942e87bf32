// DELETE api/track-record-graduation/{id}: deletes a recorded round.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export const deleteGraduation = (profile: ActiveProfile, id: string, options?: ApiCallOptions) =>
  apiClient.delete<void>(`api/track-record-graduation/${id}`, { ...options, profile });

export function useDeleteGraduation(profile: ActiveProfile, mutationConfig?: MutationConfig<(variables: string) => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => deleteGraduation(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
      await onSuccess?.(...args);
    },
  });
}
