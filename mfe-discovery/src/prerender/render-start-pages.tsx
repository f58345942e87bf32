import { discoveryStatsQueryOptions, queryClient } from '@fundnet/api-client';
import { regionRenderer } from '@fundnet/app-runtime/prerender';
import { type DiscoveryKind, discoveryCopy, discoveryKinds, readVisitorFirstPage } from '../features/discovery';
import { audiences, featuredProfilesRead, LANDING_FEATURED_KIND, managedTextsRead } from '../features/landing';
import { AreaRoutes } from '../routes';

/** The discovery lists by their address: `/fund/discovery` → `fund`. */
const discoveryKindAt = new Map<string, DiscoveryKind>(discoveryKinds.map((kind) => [discoveryCopy[kind].path, kind]));

/** The audience pages by their address: `/lpAndAllocator` → the kind of profile it features. */
const featuredKindAt = new Map<string, DiscoveryKind>(audiences.map((audience) => [audience.path, audience.featured.kind]));

/**
 * The addresses the API renders per request with this area's main region (ADR 0102): the landing page, whose
 * headline is a managed text an administrator may publish at any time, so it cannot be rendered at build time; the
 * three audience pages it links to; and the three discovery lists as a visitor first sees them, with no filters (an
 * address with a query string is rendered in the browser), whose results change whenever a profile is published. The
 * landing and audience pages show featured profiles, which change whenever an administrator features one.
 */
export const renderedPaths = ['/', '/home', '/welcome', ...featuredKindAt.keys(), ...discoveryKindAt.keys()] as const;

// The landing route's loader reads the managed texts (routes.tsx); the renderer reads them again for every render,
// and the network's figures and the featured funds too, so the page comes with them rather than their placeholders.
// An audience page reads the figures and its featured profiles; a discovery list its first page of results. Each as
// its page asks for it in a component (`useDiscoveryResults`).
export const renderRegion = regionRenderer(AreaRoutes, {
  reads: async (path) => {
    const listed = discoveryKindAt.get(path);
    if (listed) return readVisitorFirstPage(listed);
    const audienceKind = featuredKindAt.get(path);
    await Promise.all([
      queryClient.prefetchQuery(discoveryStatsQueryOptions()),
      featuredProfilesRead(audienceKind ?? LANDING_FEATURED_KIND),
      // Only the landing page shows managed texts.
      audienceKind ? null : managedTextsRead(),
    ]);
  },
});
