// PUT api/platform-event/{id}/hosts: who may edit an event, by e-mail.
import type { EventHosts, EventHostsInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';

export type { EventHostsInput };

export const setEventHosts = (id: string, input: EventHostsInput) =>
  apiClient.put<EventHosts>(`api/platform-event/${id}/hosts`, { profile: false, json: input });

/** Then every platform-event read is refreshed. */
export function useSetEventHosts(eventId: string, mutationConfig?: MutationConfig<(variables: EventHostsInput) => Promise<EventHosts>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: EventHostsInput) => setEventHosts(eventId, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
