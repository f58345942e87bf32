import {
  clientRenderGateScript,
  clientRenderGateStyle,
  createEmotionCache,
  type PrerenderedQuery,
  pageWithRegions,
  prerenderRegion,
} from '@fundnet/app-runtime/prerender';
import { ShellRoutes } from '../pages/shell-routes';
import { TopBar } from '../topbar/top-bar';

/**
 * The shell's pages the build renders ahead of time (ADR 0101): pages a visitor lands on signed out, the same for
 * everyone at their address. Pages that depend on a query string or a link's token (`/verifyEmail?token=`, an
 * invitation, onboarding) are not among them: the server sends a prerendered page only for an address without a query.
 */
export const prerenderedPaths = [
  '/login',
  '/signup',
  '/resetPassword',
  '/about',
  '/contact',
  '/learn',
  '/help-center',
  '/privacyPolicy',
  '/imprint',
  '/terms',
] as const;

/** The page's two regions, by the id of their element in index.html, rendered with one emotion cache. */
export async function renderStartPage(path: string): Promise<Record<string, string>> {
  const cache = createEmotionCache({ key: 'css' });
  return {
    'fundnet-topbar': await prerenderRegion(TopBar, { location: path, cache }),
    'fundnet-main': await prerenderRegion(ShellRoutes, { location: path, cache }),
  };
}

/**
 * The top bar alone, for a page whose main region an area renders per request (ADR 0102): the API's render service
 * puts the two together with `composePage`. It reads nothing a signed-out visitor's bar does not show.
 */
export function renderTopBar(path: string): Promise<string> {
  return prerenderRegion(TopBar, { location: path, cache: createEmotionCache({ key: 'css' }) });
}

/** A page of this shell: its index.html (as built) with the regions, the gate and the page's reads in it. */
export function composePage(indexHtml: string, address: string, regions: Record<string, string>, queries?: readonly PrerenderedQuery[]) {
  return pageWithRegions(indexHtml, address, regions, queries);
}

export const clientRenderGate = { script: clientRenderGateScript, style: clientRenderGateStyle };
