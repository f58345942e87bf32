// PUT api/platform-event/{id}: edits an event.
import type { PlatformEventDetail, PlatformEventInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';

export const updatePlatformEvent = (id: string, input: PlatformEventInput) =>
  apiClient.put<PlatformEventDetail>(`api/platform-event/${id}`, { profile: false, json: input });

/** Then every platform-event read is refreshed. */
export function useUpdatePlatformEvent(
  eventId: string,
  mutationConfig?: MutationConfig<(variables: PlatformEventInput) => Promise<PlatformEventDetail>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: PlatformEventInput) => updatePlatformEvent(eventId, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
