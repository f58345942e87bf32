// GET api/fund-info/discovery-public and api/fund-info/discovery: a page of fund cards matching the filters.
import type { FundDiscoveryFilters, FundDiscoveryItem, FundDiscoveryPage } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { discoveryKeys } from './keys';
import { type DiscoveryVariant, discoverySearchParams } from './search-params';

export type { FundDiscoveryFilters, FundDiscoveryItem, FundDiscoveryPage };

/**
 * GET api/fund-info/discovery-public (variant 'public', no profile headers) or api/fund-info/discovery
 * ('signedIn': needs a token; `viewer` adds following / favourite per card, null sends no profile).
 * 422 with errors per filter. Throws ApiError.
 */
export function discoverFunds(
  filters: FundDiscoveryFilters = {},
  variant: DiscoveryVariant = 'public',
  viewer: ActiveProfile | null = null,
  options?: ApiCallOptions,
): Promise<FundDiscoveryPage> {
  const path = variant === 'public' ? 'api/fund-info/discovery-public' : 'api/fund-info/discovery';
  return apiClient.get<FundDiscoveryPage>(path, {
    ...options,
    profile: variant === 'signedIn' ? (viewer ?? false) : false,
    searchParams: discoverySearchParams(filters),
  });
}

export function fundDiscoveryQueryOptions(filters: FundDiscoveryFilters, variant: DiscoveryVariant, viewer: ActiveProfile | null = null) {
  return queryOptions({
    queryKey:
      variant === 'public'
        ? discoveryKeys.key('search', 'fund', 'public', filters)
        : discoveryKeys.scoped(viewer, 'search', 'fund', 'signedIn', filters),
    queryFn: ({ signal }) => discoverFunds(filters, variant, viewer, { signal }),
    // Changing a filter or the page keeps the previous cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
