import { clientRenderGateScript, clientRenderGateStyle, createEmotionCache, prerenderRegion } from '@fundnet/app-runtime/prerender';
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

export const clientRenderGate = { script: clientRenderGateScript, style: clientRenderGateStyle };
