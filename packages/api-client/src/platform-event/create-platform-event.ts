// POST api/platform-event: a new event (administrators and hosts).
import type { PlatformEventDetail, PlatformEventInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';

export type { PlatformEventInput };

export const createPlatformEvent = (input: PlatformEventInput) =>
  apiClient.post<PlatformEventDetail>('api/platform-event', { profile: false, json: input });

/** Then every platform-event read is refreshed. */
export function useCreatePlatformEvent(mutationConfig?: MutationConfig<(variables: PlatformEventInput) => Promise<PlatformEventDetail>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: PlatformEventInput) => createPlatformEvent(variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
