// GET api/platform-event/{id}/stats: attendance and bookmarks of an event (hosts, administrators).
import type { EventStats } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';

export const getEventStats = (id: string, signal?: AbortSignal) =>
  apiClient.get<EventStats>(`api/platform-event/${id}/stats`, { profile: false, signal });
