// GET api/discovery/stats (not in spec): live figures of the home pages.
import type { DiscoveryStats } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { discoveryKeys } from './keys';

export type { DiscoveryStats };

/** GET api/discovery/stats (public): counts of discoverable funds, investors, providers, total target size in USD, countries. Throws ApiError. */
export function getDiscoveryStats(options?: ApiCallOptions): Promise<DiscoveryStats> {
  return apiClient.get<DiscoveryStats>('api/discovery/stats', { profile: false, ...options });
}

export function discoveryStatsQueryOptions() {
  return queryOptions({
    queryKey: discoveryKeys.key('stats'),
    queryFn: ({ signal }) => getDiscoveryStats({ signal }),
    staleTime: 60_000,
  });
}

export function useDiscoveryStats(queryConfig?: QueryConfig<typeof discoveryStatsQueryOptions>) {
  return useQuery({ ...discoveryStatsQueryOptions(), ...queryConfig });
}
