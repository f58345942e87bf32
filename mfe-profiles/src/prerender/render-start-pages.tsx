import {
  type FundDiscoveryPage,
  openedShareLinkQueryOptions,
  publicCallToActionQueryOptions,
  publicProfileQueryOptions,
  queryClient,
  shareLinkInterestQueryOptions,
  sharedProfileQueryOptions,
} from '@fundnet/api-client';
import { RENDER_API_BASE, regionRenderer } from '@fundnet/app-runtime/prerender';
import { AreaRoutes } from '../routes';
import { publicPageAt, sharedPageAt } from './public-page-address';

/** No address of this area is rendered exactly: its rendered pages are the public profiles, one per slug. */
export const renderedPaths = [] as const;

/**
 * The addresses the API renders per request with this area's main region (ADR 0104): a published profile's public
 * page as a signed-out visitor opens it from a search or a shared address. The start pages' order decides (`/fund/edit`
 * is the edit page, not a fund called "edit"), and an area that names an address exactly (`/fund/discovery`) wins.
 */
export function rendersAddress(path: string): boolean {
  return publicPageAt(path) !== null;
}

/**
 * The addresses the API renders for one visitor, with the visitor token their page's cookie carries (ADR 0106): a
 * share link's page. Never kept for another request.
 */
export function rendersVisitorPage(path: string): boolean {
  return sharedPageAt(path) !== null;
}

/**
 * A share link's page past its gates, as its visitor sees it: the link's standing (a GET: the page opens the link
 * again once in the browser), the profile the link shares and the visitor's "I'm interested". A visitor the link
 * still stops (a gate, or denied) gets the page rendered in the browser, where the gate's form is.
 */
async function readSharedPage(slug: string, visitorToken: string | undefined): Promise<boolean> {
  if (!visitorToken) return false;
  try {
    const opened = await queryClient.fetchQuery(openedShareLinkQueryOptions(slug, visitorToken));
    if (opened.access.state !== 'granted' || opened.token !== visitorToken) return false;
    // The fund's own button sits above the sections as on its public page: arriving later, it would push them down.
    await Promise.all([
      queryClient.fetchQuery(sharedProfileQueryOptions(visitorToken)),
      queryClient.prefetchQuery(publicCallToActionQueryOptions(opened.link.profile.id)),
      queryClient.prefetchQuery(shareLinkInterestQueryOptions(visitorToken)),
    ]);
    return true;
  } catch {
    return false;
  }
}

// The page reads its profile in a component (`usePublicProfile`); the renderer reads it first, as a visitor with no
// active profile does, so the page comes with the profile's header and first section rather than its loading state.
// Its call-to-action button too: it sits above the sections, and arriving after the first paint it pushed the page
// down (a read that fails leaves it out, as the page does). A profile the visitor may not see (unknown, unpublished,
// hidden) is not rendered: the browser renders its "page not found" as before.
export const renderRegion = regionRenderer(AreaRoutes, {
  reads: async (path, { visitorToken }) => {
    const shared = sharedPageAt(path);
    if (shared) return readSharedPage(shared.slug, visitorToken);
    const page = publicPageAt(path);
    if (!page) return false;
    try {
      const profile = await queryClient.fetchQuery(publicProfileQueryOptions(page.type, page.slug, null));
      await queryClient.prefetchQuery(publicCallToActionQueryOptions(profile.id));
      return true;
    } catch {
      return false;
    }
  },
});

/**
 * The page rendered when the API starts (ADR 0104): the fund listed first to a visitor, likely the most visited, and
 * the render that loads and compiles this area's code, so that no visitor after a start waits on it.
 */
export async function warmUpAddresses({ fetch }: { fetch: typeof globalThis.fetch }): Promise<string[]> {
  const reply = await fetch(`${RENDER_API_BASE}/api/fund-info/discovery-public?skip=0&take=10`, {
    headers: { accept: 'application/json' },
  });
  if (!reply.ok) return [];
  const { items } = (await reply.json()) as FundDiscoveryPage;
  return items.slice(0, 1).map((fund) => `/fund/${encodeURIComponent(fund.slug)}`);
}
