import { discoveryStatsQueryOptions, queryClient } from '@fundnet/api-client';
import { regionRenderer } from '@fundnet/app-runtime/prerender';
import { managedTextsRead } from '../features/landing';
import { AreaRoutes } from '../routes';

/**
 * The addresses the API renders per request with this area's main region (ADR 0102): the landing page, whose
 * headline is a managed text an administrator may publish at any time, so it cannot be rendered at build time, and
 * the three audience pages it links to (they read nothing: rendered once, their page holds until a new release). The
 * discovery lists are not among them yet: their layout is chosen by the screen's width while rendering
 * (`useMediaQuery`), which a server does not know.
 */
export const renderedPaths = ['/', '/home', '/welcome', '/gpsAndVcFunds', '/lpAndAllocator', '/serviceProviders'] as const;

// The landing route's loader reads the managed texts (routes.tsx); the renderer reads them again for every render,
// and the network's figures too, so the page comes with them rather than their placeholders.
export const renderRegion = regionRenderer(AreaRoutes, {
  reads: async () => {
    await Promise.all([managedTextsRead(), queryClient.prefetchQuery(discoveryStatsQueryOptions())]);
  },
});
