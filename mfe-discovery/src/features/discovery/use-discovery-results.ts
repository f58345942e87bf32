import {
  type DiscoveryVariant,
  type FundDiscoveryPage,
  fundDiscoveryQueryOptions,
  type InvestorDiscoveryPage,
  investorDiscoveryQueryOptions,
  type ProviderDiscoveryPage,
  providerDiscoveryQueryOptions,
  useSession,
} from '@fundnet/api-client';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoveryKind } from './url-state/discovery-filters';
import type { ApiFiltersByKind } from './url-state/url-state';

export interface DiscoveryPageByKind {
  fund: FundDiscoveryPage;
  investor: InvestorDiscoveryPage;
  serviceProvider: ProviderDiscoveryPage;
}

function optionsFor<K extends DiscoveryKind>(
  kind: K,
  filters: ApiFiltersByKind[K],
  variant: DiscoveryVariant,
  viewer: Parameters<typeof fundDiscoveryQueryOptions>[2],
): UseQueryOptions<DiscoveryPageByKind[K]> {
  switch (kind) {
    case 'fund':
      return fundDiscoveryQueryOptions(filters as ApiFiltersByKind['fund'], variant, viewer) as unknown as UseQueryOptions<
        DiscoveryPageByKind[K]
      >;
    case 'investor':
      return investorDiscoveryQueryOptions(filters as ApiFiltersByKind['investor'], variant, viewer) as unknown as UseQueryOptions<
        DiscoveryPageByKind[K]
      >;
    default:
      return providerDiscoveryQueryOptions(filters as ApiFiltersByKind['serviceProvider'], variant, viewer) as unknown as UseQueryOptions<
        DiscoveryPageByKind[K]
      >;
  }
}

/**
 * One page of discovery results. A signed-in user gets the signed-in search (contact links, and
 * follow / favourite state for the active profile); a visitor the public one. The previous page stays
 * on screen while the next loads (the api-client's options keep it).
 */
export function useDiscoveryResults<K extends DiscoveryKind>(kind: K, filters: ApiFiltersByKind[K]) {
  const { isAuthenticated, activeProfile } = useSession();
  const variant: DiscoveryVariant = isAuthenticated ? 'signedIn' : 'public';
  return { variant, ...useQuery(optionsFor(kind, filters, variant, isAuthenticated ? activeProfile : null)) };
}
