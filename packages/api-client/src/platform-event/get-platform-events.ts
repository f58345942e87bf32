// GET api/platform-event?…: the events list with its filters.
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

export const platformEventsQueryOptions = (filters: PlatformEventFilters = {}) =>
  queryOptions({ queryKey: platformEventKeys.key('list', filters), queryFn: ({ signal }) => getPlatformEvents(filters, signal) });

export function usePlatformEvents(filters: PlatformEventFilters = {}, config?: QueryConfig<typeof platformEventsQueryOptions>) {
  return useQuery({ ...platformEventsQueryOptions(filters), placeholderData: (previous) => previous, ...config });
}
