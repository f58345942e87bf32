// Reads of api/platform-event.
import type {
  CalendarFeed,
  EventHosts,
  EventRatings,
  EventStats,
  MyEventReview,
  PlatformEvent,
  PlatformEventDetail,
  PlatformEventList,
  PlatformEventListQuery,
} from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { platformEventKeys } from './keys';

export type { CalendarFeed, EventHosts, EventRatings, EventStats, MyEventReview, PlatformEvent, PlatformEventDetail, PlatformEventList };

/** The list query as the API takes it: lists joined with commas, empty values left out. */
export type PlatformEventFilters = Omit<PlatformEventListQuery, 'stakeholders' | 'regions' | 'assetClass' | 'keywords'> & {
  stakeholders?: string[];
  regions?: string[];
  assetClass?: string[];
  keywords?: string[];
};

export function eventSearchParams(filters: PlatformEventFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]): [string, unknown] => [key, Array.isArray(value) ? value.join(',') : value])
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export const getPlatformEvents = (filters: PlatformEventFilters = {}, signal?: AbortSignal) =>
  apiClient.get<PlatformEventList>('api/platform-event', { profile: false, searchParams: eventSearchParams(filters), signal });
export const getPlatformEvent = (id: string, signal?: AbortSignal) =>
  apiClient.get<PlatformEventDetail>(`api/platform-event/${id}`, { profile: false, signal });
export const getEventRatings = (id: string, signal?: AbortSignal) =>
  apiClient.get<EventRatings>(`api/platform-event/${id}/ratings`, { profile: false, signal });
export const getMyEventReview = (id: string, signal?: AbortSignal) =>
  apiClient.get<MyEventReview>(`api/platform-event/${id}/ratings/mine`, { profile: false, signal });
export const getEventStats = (id: string, signal?: AbortSignal) =>
  apiClient.get<EventStats>(`api/platform-event/${id}/stats`, { profile: false, signal });
export const getEventHosts = (id: string, signal?: AbortSignal) =>
  apiClient.get<EventHosts>(`api/platform-event/${id}/hosts`, { profile: false, signal });
export const getCalendarFeed = (signal?: AbortSignal) =>
  apiClient.get<CalendarFeed>('api/platform-event/calendar-feed', { profile: false, signal });
/** The .ics file of one event (Add to calendar). */
export const downloadEventIcs = async (id: string) =>
  (await apiClient.raw('get', `api/platform-event/${id}/ics`, { profile: false })).blob();

export const platformEventsQueryOptions = (filters: PlatformEventFilters = {}) =>
  queryOptions({ queryKey: platformEventKeys.key('list', filters), queryFn: ({ signal }) => getPlatformEvents(filters, signal) });
export const platformEventQueryOptions = (id: string) =>
  queryOptions({ queryKey: platformEventKeys.key('detail', id), queryFn: ({ signal }) => getPlatformEvent(id, signal) });

export function usePlatformEvents(filters: PlatformEventFilters = {}, config?: QueryConfig<typeof platformEventsQueryOptions>) {
  return useQuery({ ...platformEventsQueryOptions(filters), placeholderData: (previous) => previous, ...config });
}
export function usePlatformEvent(id: string, config?: QueryConfig<typeof platformEventQueryOptions>) {
  return useQuery({ ...platformEventQueryOptions(id), ...config });
}
export function useEventRatings(id: string, enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('ratings', id), queryFn: ({ signal }) => getEventRatings(id, signal), enabled });
}
export function useMyEventReview(id: string, enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('my-review', id), queryFn: ({ signal }) => getMyEventReview(id, signal), enabled });
}
export function useEventHosts(id: string, enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('hosts', id), queryFn: ({ signal }) => getEventHosts(id, signal), enabled });
}
export function useCalendarFeed(enabled = true) {
  return useQuery({ queryKey: platformEventKeys.key('calendar-feed'), queryFn: ({ signal }) => getCalendarFeed(signal), enabled });
}
