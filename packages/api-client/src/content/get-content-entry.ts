// GET api/content/{id}: one entry.
import type { ContentEntry } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { contentKeys } from './keys';

export type { ContentEntry };

/** Throws ApiError (404 unknown). */
export function getContentEntry(id: string, options?: ApiCallOptions): Promise<ContentEntry> {
  return apiClient.get<ContentEntry>(`api/content/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function contentEntryQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.key('detail', id),
    queryFn: ({ signal }) => getContentEntry(id, { signal }),
  });
}

export function useContentEntry(id: string, queryConfig?: QueryConfig<typeof contentEntryQueryOptions>) {
  return useQuery({ ...contentEntryQueryOptions(id), ...queryConfig });
}
