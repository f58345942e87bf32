import { queryClient } from '@fundnet/api-client';
import { recordTypedBeforeHydration } from '@fundnet/design-system';
import { hydratingRoots } from '../hydrating-roots';
import { arrivesRendered, PRERENDERED_ATTRIBUTE } from './markers';
import { takePrerenderedQueries } from './prerendered-queries';

/**
 * A region of the page (the top bar, the main region) that came with its content rendered ahead of time (ADR 0101), or
 * rendered per request by the API's render service (ADR 0102).
 *
 * The build renders a few signed-out start pages (`/login`, the static pages) as HTML; the server sends that HTML for
 * exactly those addresses. Each region it filled carries `data-prerendered="<the path it was rendered for>"`. In the
 * browser, the region's app hydrates that HTML instead of rendering from nothing, unless the page's gate script (in
 * its head, before anything painted) found this visitor must not be shown the signed-out page: a session token, a dark
 * colour mode, a fragment (`#code=` of a social sign-in). The gate marks `<html>` with `data-client-render`, the page's
 * style hides the prerendered regions from the first paint, and the app renders from nothing, as without a prerender.
 */

/**
 * Decides, once, how the app mounting into `region` renders: `true` to hydrate the HTML there, `false` to render from
 * nothing (the region is then emptied, so what a gated visitor never saw is not left behind). The marker is taken off
 * either way: a later mount of the same region (after the visitor went elsewhere and came back) renders from nothing.
 */
export function takePrerenderedRegion(region: Element): boolean {
  if (!region.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  const hydrate = arrivesRendered(region);
  if (hydrate) recordTypedBeforeHydration(region);
  else region.replaceChildren();
  // A page rendered per request sends the reads it rendered with (ADR 0102): the first render in the browser must find
  // them, or it renders their loading state over the server's content. Signed-out reads are not a gated visitor's.
  takePrerenderedQueries(hydrate ? queryClient : null);
  region.removeAttribute(PRERENDERED_ATTRIBUTE);
  return hydrate;
}

/**
 * What the shell gives `createAppLifecycles` (`rendering`): the app's region is hydrated when the decision above says
 * so, else rendered as every app's is.
 */
export function prerenderedRendering(region: () => Element) {
  return {
    renderType: () => (takePrerenderedRegion(region()) ? ('hydrateRoot' as const) : ('createRoot' as const)),
    ReactDOMClient: hydratingRoots,
  };
}
