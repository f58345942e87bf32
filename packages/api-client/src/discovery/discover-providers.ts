// GET api/service-provider/discovery-public and api/service-provider/discovery: a page of service provider cards matching the filters.
import type { ProviderDiscoveryFilters, ProviderDiscoveryItem, ProviderDiscoveryPage } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { discoveryKeys } from './keys';
import { type DiscoveryVariant, discoverySearchParams } from './search-params';

export type { ProviderDiscoveryFilters, ProviderDiscoveryItem, ProviderDiscoveryPage };

/**
 * GET api/service-provider/discovery-public (variant 'public', no profile headers) or api/service-provider/discovery
 * ('signedIn': needs a token; `viewer` adds following / favourite per card, null sends no profile).
 * 422 with errors per filter. Throws ApiError.
 */
export function discoverProviders(
  filters: ProviderDiscoveryFilters = {},
  variant: DiscoveryVariant = 'public',
  viewer: ActiveProfile | null = null,
  options?: ApiCallOptions,
): Promise<ProviderDiscoveryPage> {
  const path = variant === 'public' ? 'api/service-provider/discovery-public' : 'api/service-provider/discovery';
  return apiClient.get<ProviderDiscoveryPage>(path, {
    ...options,
    profile: variant === 'signedIn' ? (viewer ?? false) : false,
    searchParams: discoverySearchParams(filters),
  });
}

export function providerDiscoveryQueryOptions(
  filters: ProviderDiscoveryFilters,
  variant: DiscoveryVariant,
  viewer: ActiveProfile | null = null,
) {
  return queryOptions({
    queryKey:
      variant === 'public'
        ? discoveryKeys.key('search', 'serviceProvider', 'public', filters)
        : discoveryKeys.scoped(viewer, 'search', 'serviceProvider', 'signedIn', filters),
    queryFn: ({ signal }) => discoverProviders(filters, variant, viewer, { signal }),
    // Changing a filter or the page keeps the previous cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
