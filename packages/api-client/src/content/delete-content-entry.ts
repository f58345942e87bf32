// DELETE api/content/{id} (administrators).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { contentKeys } from './keys';

/** → 204. Throws ApiError (404 unknown). */
export async function deleteContentEntry(id: string, options?: ApiCallOptions): Promise<void> {
  await apiClient.delete<void>(`api/content/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function useDeleteContentEntry(mutationConfig?: MutationConfig<typeof deleteContentEntry>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => deleteContentEntry(id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
