// GET api/platform-event/calendar-feed: the signed-in user's calendar subscription address.
import type { CalendarFeed } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { platformEventKeys } from './keys';

export const getCalendarFeed = (signal?: AbortSignal) =>
  apiClient.get<CalendarFeed>('api/platform-event/calendar-feed', { profile: false, signal });

export function useCalendarFeed(enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('calendar-feed'), queryFn: ({ signal }) => getCalendarFeed(signal), enabled });
}
