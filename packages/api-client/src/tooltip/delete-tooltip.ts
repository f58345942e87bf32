// DELETE api/tooltip/{id} (administrators).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { tooltipKeys } from './keys';

/** → 204. Throws ApiError (404 unknown). */
export async function deleteTooltip(id: string, options?: ApiCallOptions): Promise<void> {
  await apiClient.delete<void>(`api/tooltip/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function useDeleteTooltip(mutationConfig?: MutationConfig<typeof deleteTooltip>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => deleteTooltip(id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: tooltipKeys.all });
      await onSuccess?.(...args);
    },
  });
}
