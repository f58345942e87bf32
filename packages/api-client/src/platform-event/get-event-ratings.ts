// GET api/platform-event/{id}/ratings: an event's reviews and their averages.
import type { EventRatings } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { platformEventKeys } from './keys';

export const getEventRatings = (id: string, signal?: AbortSignal) =>
  apiClient.get<EventRatings>(`api/platform-event/${id}/ratings`, { profile: false, signal });

export function useEventRatings(id: string, enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('ratings', id), queryFn: ({ signal }) => getEventRatings(id, signal), enabled });
}
