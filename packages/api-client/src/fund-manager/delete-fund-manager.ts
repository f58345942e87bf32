// DELETE api/fund-manager/{id} (administrators).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { fundManagerKeys } from './keys';

/** → 204. Throws ApiError (404 unknown). */
export async function deleteFundManager(id: string, options?: ApiCallOptions): Promise<void> {
  await apiClient.delete<void>(`api/fund-manager/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function useDeleteFundManager(mutationConfig?: MutationConfig<typeof deleteFundManager>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => deleteFundManager(id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundManagerKeys.all });
      await onSuccess?.(...args);
    },
  });
}
