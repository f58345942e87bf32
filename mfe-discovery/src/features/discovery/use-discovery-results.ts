import {
  type DiscoveryVariant,
  type FundDiscoveryPage,
  fundDiscoveryQueryOptions,
  type InvestorDiscoveryPage,
  investorDiscoveryQueryOptions,
  type ProviderDiscoveryPage,
  providerDiscoveryQueryOptions,
  queryClient,
  useSession,
} from '@fundnet/api-client';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoveryKind } from './url-state/discovery-filters';
import { type ApiFiltersByKind, parseDiscoveryParams, toApiFilters } from './url-state/url-state';

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

/**
 * Reads what a visitor's first look at a `kind` page shows: no filters, the first page, the public search. The API
 * renders that page with its results on each request (ADR 0102), so they are read before it renders, exactly as
 * `useDiscoveryResults` asks for them in a visitor's browser (same key: the browser's first render finds them).
 */
export async function readVisitorFirstPage(kind: DiscoveryKind): Promise<void> {
  const filters = toApiFilters(kind, parseDiscoveryParams(kind, new URLSearchParams()));
  await queryClient.prefetchQuery(optionsFor(kind, filters, 'public', null) as Parameters<typeof queryClient.prefetchQuery>[0]);
}
