// GET api/tooltip: help texts the apps show beside fields, by key (anyone reads; administrators write).
import type { TooltipList, TooltipListQuery } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { tooltipKeys } from './keys';

export type { TooltipList, TooltipListQuery };

const searchParamsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Throws ApiError. */
export function getTooltips(query: TooltipListQuery = {}, options?: ApiCallOptions): Promise<TooltipList> {
  return apiClient.get<TooltipList>('api/tooltip', { profile: false, ...options, searchParams: searchParamsOf(query) });
}

export function tooltipsQueryOptions(query: TooltipListQuery = {}) {
  return queryOptions({
    queryKey: tooltipKeys.key('list', query),
    queryFn: ({ signal }) => getTooltips(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTooltips(query: TooltipListQuery = {}, queryConfig?: QueryConfig<typeof tooltipsQueryOptions>) {
  return useQuery({ ...tooltipsQueryOptions(query), ...queryConfig });
}
