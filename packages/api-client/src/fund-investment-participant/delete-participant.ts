// DELETE api/fund-investment-participant/{id} (administrators).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { fundInvestmentParticipantKeys } from './keys';

/** → 204. Throws ApiError (404 unknown). */
export async function deleteParticipant(id: string, options?: ApiCallOptions): Promise<void> {
  await apiClient.delete<void>(`api/fund-investment-participant/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function useDeleteParticipant(mutationConfig?: MutationConfig<typeof deleteParticipant>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => deleteParticipant(id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundInvestmentParticipantKeys.all });
      await onSuccess?.(...args);
    },
  });
}
