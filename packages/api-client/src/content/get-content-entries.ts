// GET api/content: managed pages and texts the static pages read by slug (anyone reads published ones; administrators write).
import type { ContentList, ContentListQuery } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { contentKeys } from './keys';

export type { ContentList, ContentListQuery };

const searchParamsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Throws ApiError. */
export function getContentEntries(query: ContentListQuery = {}, options?: ApiCallOptions): Promise<ContentList> {
  return apiClient.get<ContentList>('api/content', { profile: false, ...options, searchParams: searchParamsOf(query) });
}

export function contentEntriesQueryOptions(query: ContentListQuery = {}) {
  return queryOptions({
    queryKey: contentKeys.key('list', query),
    queryFn: ({ signal }) => getContentEntries(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContentEntries(query: ContentListQuery = {}, queryConfig?: QueryConfig<typeof contentEntriesQueryOptions>) {
  return useQuery({ ...contentEntriesQueryOptions(query), ...queryConfig });
}
