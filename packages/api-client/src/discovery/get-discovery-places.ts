// GET api/{fund-info|investor-info|service-provider}/getPlaces?search=: suggestions for the location filter.
import type { DiscoveryPlace, DiscoveryPlacesReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { discoveryKeys } from './keys';
import { type DiscoveryFamily, discoveryFamilyPaths } from './search-params';

export type { DiscoveryPlace, DiscoveryPlacesReply };

/** GET api/<family>/getPlaces?search= (public): places of discoverable profiles, then countries (investors: geographies). Throws ApiError. */
export function getDiscoveryPlaces(family: DiscoveryFamily, search = '', options?: ApiCallOptions): Promise<DiscoveryPlacesReply> {
  const searchParams: Record<string, string> = search.trim() ? { search: search.trim() } : {};
  return apiClient.get<DiscoveryPlacesReply>(`api/${discoveryFamilyPaths[family]}/getPlaces`, { profile: false, ...options, searchParams });
}

export function discoveryPlacesQueryOptions(family: DiscoveryFamily, search = '') {
  return queryOptions({
    queryKey: discoveryKeys.key('places', family, search.trim()),
    queryFn: ({ signal }) => getDiscoveryPlaces(family, search, { signal }),
    staleTime: 60_000,
  });
}

export function useDiscoveryPlaces(family: DiscoveryFamily, search = '', queryConfig?: QueryConfig<typeof discoveryPlacesQueryOptions>) {
  return useQuery({ ...discoveryPlacesQueryOptions(family, search), ...queryConfig });
}
