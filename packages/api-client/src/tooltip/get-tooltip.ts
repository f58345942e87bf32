// GET api/tooltip/{id}: one entry.
import type { Tooltip } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { tooltipKeys } from './keys';

export type { Tooltip };

/** Throws ApiError (404 unknown). */
export function getTooltip(id: string, options?: ApiCallOptions): Promise<Tooltip> {
  return apiClient.get<Tooltip>(`api/tooltip/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function tooltipQueryOptions(id: string) {
  return queryOptions({
    queryKey: tooltipKeys.key('detail', id),
    queryFn: ({ signal }) => getTooltip(id, { signal }),
  });
}

export function useTooltip(id: string, queryConfig?: QueryConfig<typeof tooltipQueryOptions>) {
  return useQuery({ ...tooltipQueryOptions(id), ...queryConfig });
}
