// DELETE api/platform-event/{id}: deletes an event.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';

export const deletePlatformEvent = (id: string) => apiClient.delete<void>(`api/platform-event/${id}`, { profile: false });

/** Then every platform-event read is refreshed. */
export function useDeletePlatformEvent(eventId: string, mutationConfig?: MutationConfig<() => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => deletePlatformEvent(eventId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
