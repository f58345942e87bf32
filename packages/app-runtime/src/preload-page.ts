import type { LazyComponent } from './lazy-page';

type Preloadable = Pick<LazyComponent<never>, 'preload'>;

/** Whether `pathname` matches a route pattern of literal segments and `:params` (no splats, no optional segments). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/**
 * Starts loading the lazy page of `pathname` when the area's code is evaluated (its bootstrap), not when React first
 * renders the route: the page's chunk downloads while the area mounts (issue 33.2). `pages` lists the area's entry
 * pages, most specific first; a path of none is left to the router. A failed load is tried again by the route's render.
 */
export function preloadPageOf(pathname: string, pages: ReadonlyArray<readonly [pattern: string, page: Preloadable]>): void {
  const page = pages.find(([pattern]) => matchesRoute(pattern, pathname))?.[1];
  page?.preload().catch(() => undefined);
}
