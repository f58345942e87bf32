// GET api/platform-event/{id}: one event, with the signed-in user's bookmark and attendance.
import type { PlatformEventDetail } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { platformEventKeys } from './keys';

export const getPlatformEvent = (id: string, signal?: AbortSignal) =>
  apiClient.get<PlatformEventDetail>(`api/platform-event/${id}`, { profile: false, signal });

export const platformEventQueryOptions = (id: string) =>
  queryOptions({ queryKey: platformEventKeys.key('detail', id), queryFn: ({ signal }) => getPlatformEvent(id, signal) });

export function usePlatformEvent(id: string, config?: QueryConfig<typeof platformEventQueryOptions>) {
  return useQuery({ ...platformEventQueryOptions(id), ...config });
}
