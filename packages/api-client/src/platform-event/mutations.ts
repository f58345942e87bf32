// Writes of api/platform-event. Attendance is sent as the active profile (its type makes it an LP or GP attendance).
import type {
  AttendanceReply,
  BookmarkReply,
  CalendarFeed,
  EventAttendanceStatus,
  EventHosts,
  EventHostsInput,
  EventReviewInput,
  MyEventReview,
  PlatformEventDetail,
  PlatformEventInput,
} from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { platformEventKeys } from './keys';

export type { EventHostsInput, EventReviewInput, PlatformEventInput };

export const platformEventCalls = {
  create: (input: PlatformEventInput) => apiClient.post<PlatformEventDetail>('api/platform-event', { profile: false, json: input }),
  update: (id: string, input: PlatformEventInput) =>
    apiClient.put<PlatformEventDetail>(`api/platform-event/${id}`, { profile: false, json: input }),
  remove: (id: string) => apiClient.delete<void>(`api/platform-event/${id}`, { profile: false }),
  setHosts: (id: string, input: EventHostsInput) =>
    apiClient.put<EventHosts>(`api/platform-event/${id}/hosts`, { profile: false, json: input }),
  bookmark: (id: string, on: boolean) =>
    on
      ? apiClient.post<BookmarkReply>(`api/platform-event/${id}/bookmark`, { profile: false })
      : apiClient.delete<BookmarkReply>(`api/platform-event/${id}/bookmark`, { profile: false }),
  /** "I attend" (attending), "I attended" (attended) or withdraw (null). */
  attend: (id: string, status: EventAttendanceStatus | null) =>
    status
      ? apiClient.put<AttendanceReply>(`api/platform-event/${id}/attendance`, { json: { status } })
      : apiClient.delete<AttendanceReply>(`api/platform-event/${id}/attendance`, { profile: false }),
  saveReview: (id: string, input: EventReviewInput) =>
    apiClient.put<MyEventReview>(`api/platform-event/${id}/ratings/mine`, { profile: false, json: input }),
  deleteReview: (id: string) => apiClient.delete<void>(`api/platform-event/${id}/ratings/mine`, { profile: false }),
  resetCalendarFeed: () => apiClient.post<CalendarFeed>('api/platform-event/calendar-feed/reset', { profile: false }),
};

/** A mutation over one of `platformEventCalls` that refreshes every platform-event read afterwards. */
export function usePlatformEventMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformEventKeys.all }),
  });
}
