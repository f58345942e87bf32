// POST api/platform-event/calendar-feed/reset: a new calendar subscription address (the old one stops working).
import type { CalendarFeed } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';

export const resetCalendarFeed = () => apiClient.post<CalendarFeed>('api/platform-event/calendar-feed/reset', { profile: false });

/** Then every platform-event read is refreshed. */
export function useResetCalendarFeed(mutationConfig?: MutationConfig<() => Promise<CalendarFeed>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => resetCalendarFeed(),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
