// GET api/fund-manager/{id}: one entry.
import type { FundManager } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { fundManagerKeys } from './keys';

export type { FundManager };

/** Throws ApiError (404 unknown). */
export function getFundManager(id: string, options?: ApiCallOptions): Promise<FundManager> {
  return apiClient.get<FundManager>(`api/fund-manager/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function fundManagerQueryOptions(id: string) {
  return queryOptions({
    queryKey: fundManagerKeys.key('detail', id),
    queryFn: ({ signal }) => getFundManager(id, { signal }),
  });
}

export function useFundManager(id: string, queryConfig?: QueryConfig<typeof fundManagerQueryOptions>) {
  return useQuery({ ...fundManagerQueryOptions(id), ...queryConfig });
}
