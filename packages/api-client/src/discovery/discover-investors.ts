// GET api/investor-info/discovery-public and api/investor-info/discovery: a page of investor cards matching the filters.
import type { InvestorDiscoveryFilters, InvestorDiscoveryItem, InvestorDiscoveryPage } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { discoveryKeys } from './keys';
import { type DiscoveryVariant, discoverySearchParams } from './search-params';

export type { InvestorDiscoveryFilters, InvestorDiscoveryItem, InvestorDiscoveryPage };

/**
 * GET api/investor-info/discovery-public (variant 'public', no profile headers) or api/investor-info/discovery
 * ('signedIn': needs a token; `viewer` adds following / favourite per card, null sends no profile).
 * 422 with errors per filter. Throws ApiError.
 */
export function discoverInvestors(
  filters: InvestorDiscoveryFilters = {},
  variant: DiscoveryVariant = 'public',
  viewer: ActiveProfile | null = null,
  options?: ApiCallOptions,
): Promise<InvestorDiscoveryPage> {
  const path = variant === 'public' ? 'api/investor-info/discovery-public' : 'api/investor-info/discovery';
  return apiClient.get<InvestorDiscoveryPage>(path, {
    ...options,
    profile: variant === 'signedIn' ? (viewer ?? false) : false,
    searchParams: discoverySearchParams(filters),
  });
}

export function investorDiscoveryQueryOptions(
  filters: InvestorDiscoveryFilters,
  variant: DiscoveryVariant,
  viewer: ActiveProfile | null = null,
) {
  return queryOptions({
    queryKey:
      variant === 'public'
        ? discoveryKeys.key('search', 'investor', 'public', filters)
        : discoveryKeys.scoped(viewer, 'search', 'investor', 'signedIn', filters),
    queryFn: ({ signal }) => discoverInvestors(filters, variant, viewer, { signal }),
    // Changing a filter or the page keeps the previous cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
