// PUT api/platform-event/{id}/attendance: "I attend" or "I attended", sent as the active profile (its type makes it an LP or GP attendance).
import type { AttendanceReply, EventAttendanceStatus } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';
import { withdrawEventAttendance } from './withdraw-event-attendance';

export const attendEvent = (id: string, status: EventAttendanceStatus) =>
  apiClient.put<AttendanceReply>(`api/platform-event/${id}/attendance`, { json: { status } });

/** A status attends, null withdraws; then every platform-event read is refreshed. */
export function useAttendEvent(
  eventId: string,
  mutationConfig?: MutationConfig<(variables: EventAttendanceStatus | null) => Promise<AttendanceReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: EventAttendanceStatus | null) =>
      variables ? attendEvent(eventId, variables) : withdrawEventAttendance(eventId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
