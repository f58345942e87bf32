import type { LazyComponent } from './lazy-page';
import { startPageOf } from './start-pages';

type Preloadable = Pick<LazyComponent<never>, 'preload'>;

/**
 * Starts loading the lazy page of `pathname` when the area's code is evaluated (its bootstrap), not when React first
 * renders the route: the page's chunk downloads while the area mounts (issue 33.2). `pages` are the area's start pages
 * (`src/start-pages.ts`, most specific first) with the lazy page of each; a path of none is left to the router. A
 * failed load is tried again by the route's render.
 */
export function preloadPageOf(pathname: string, pages: ReadonlyArray<{ readonly path: string; readonly page: Preloadable }>): void {
  startPageOf(pathname, pages)
    ?.page.preload()
    .catch(() => undefined);
}
