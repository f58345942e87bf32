// GET api/platform-event/{id}/ratings/mine: the signed-in user's review of an event.
import type { MyEventReview } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { platformEventKeys } from './keys';

export const getMyEventReview = (id: string, signal?: AbortSignal) =>
  apiClient.get<MyEventReview>(`api/platform-event/${id}/ratings/mine`, { profile: false, signal });

export function useMyEventReview(id: string, enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('my-review', id), queryFn: ({ signal }) => getMyEventReview(id, signal), enabled });
}
