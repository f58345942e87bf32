// GET api/platform-event/{id}/hosts: who may edit an event.
import type { EventHosts } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { platformEventKeys } from './keys';

export const getEventHosts = (id: string, signal?: AbortSignal) =>
  apiClient.get<EventHosts>(`api/platform-event/${id}/hosts`, { profile: false, signal });

export function useEventHosts(id: string, enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('hosts', id), queryFn: ({ signal }) => getEventHosts(id, signal), enabled });
}
