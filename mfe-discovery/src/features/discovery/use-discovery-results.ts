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
 * Reads a page of results as a visitor's browser asks for it (the public search, same key: the browser's first render
 * finds them), for the API's renderer, which draws the page with them on each request (ADR 0102).
 */
export async function readVisitorResults<K extends DiscoveryKind>(kind: K, filters: ApiFiltersByKind[K]): Promise<void> {
  await queryClient.prefetchQuery(optionsFor(kind, filters, 'public', null) as Parameters<typeof queryClient.prefetchQuery>[0]);
}

/** What a visitor's first look at a `kind` page shows: no filters, the first page. */
export const readVisitorFirstPage = (kind: DiscoveryKind): Promise<void> =>
  readVisitorResults(kind, toApiFilters(kind, parseDiscoveryParams(kind, new URLSearchParams())));
