import { discoveryStatsQueryOptions, queryClient } from '@fundnet/api-client';
import { regionRenderer } from '@fundnet/app-runtime/prerender';
import { type DiscoveryKind, discoveryCopy, discoveryKinds, readVisitorFirstPage } from '../features/discovery';
import { managedTextsRead } from '../features/landing';
import { AreaRoutes } from '../routes';

/** The discovery lists by their address: `/fund/discovery` → `fund`. */
const discoveryKindAt = new Map<string, DiscoveryKind>(discoveryKinds.map((kind) => [discoveryCopy[kind].path, kind]));

/**
 * The addresses the API renders per request with this area's main region (ADR 0102): the landing page, whose
 * headline is a managed text an administrator may publish at any time, so it cannot be rendered at build time; the
 * three audience pages it links to (they read nothing: rendered once, their page holds until a new release); and the
 * three discovery lists as a visitor first sees them, with no filters (an address with a query string is rendered in
 * the browser), whose results change whenever a profile is published.
 */
export const renderedPaths = [
  '/',
  '/home',
  '/welcome',
  '/gpsAndVcFunds',
  '/lpAndAllocator',
  '/serviceProviders',
  ...discoveryKindAt.keys(),
] as const;

// The landing route's loader reads the managed texts (routes.tsx); the renderer reads them again for every render,
// and the network's figures too, so the page comes with them rather than their placeholders. A discovery list reads
// its first page of results, which its page asks for in a component (`useDiscoveryResults`).
export const renderRegion = regionRenderer(AreaRoutes, {
  reads: async (path) => {
    const kind = discoveryKindAt.get(path);
    if (kind) return readVisitorFirstPage(kind);
    await Promise.all([managedTextsRead(), queryClient.prefetchQuery(discoveryStatsQueryOptions())]);
  },
});
