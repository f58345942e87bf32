import createEmotionCache from '@emotion/cache';
import { apiClient, queryClient } from '@fundnet/api-client';
import type { ComponentType } from 'react';
import { prerenderRegion } from './prerender-region';
import { type PrerenderedQuery, successfulQueriesOf } from './prerendered-queries';

/** The region an area renders per request, with the reads it made. */
export interface RenderedRegion {
  html: string;
  queries: PrerenderedQuery[];
}

/**
 * Renders an area's region for one address, as a signed-out visitor sees it, at request time (ADR 0102). `fetch`
 * answers the page's API reads: the server gives one that answers them in its own process.
 */
export type RegionRenderer = (path: string, options: RegionRenderOptions) => Promise<RenderedRegion | null>;

export interface RegionRenderOptions {
  fetch: typeof fetch;
  /**
   * The visitor token the page's request carried in its cookie, for a page rendered for one visitor (a share link's
   * page past its gates, ADR 0106): the renderer's `reads` make the page's reads with it. Such a page is never kept
   * for another request. Absent for the pages every visitor gets.
   */
  visitorToken?: string;
}

/**
 * The base address the page's reads go to on the server. Any absolute address would do (`fetch` decides where they
 * go); this one says whose they are in a log.
 */
export const RENDER_API_BASE = 'http://fundnet-render.internal';

export interface RegionRendererOptions {
  /**
   * The reads the page's route makes before it renders (what its lazy loader awaits, such as the landing page's
   * `managedTextsRead`), made again for every render. A route's loader runs once per page load: in a browser tab that
   * is once, in a renderer serving one request after another it would be the first request only, and every later
   * render would find the cache it emptied and render the loading state.
   *
   * Resolves `false` when the address has nothing a visitor may see (a profile that is not published): the renderer
   * then renders nothing (null), and the server sends the page rendered in the browser, which says so in words.
   */
  reads?: (path: string, visitor: { visitorToken?: string }) => Promise<unknown>;
}

/**
 * An area's renderer for its start pages (ADR 0102): `Root` (its routes) inside the app's providers, on the address.
 * The bundle holds one API client and one query cache, as a browser tab does, so renders run one at a time, each on
 * an empty cache: a render reads what the page reads and nothing left from another address. `reads` fills it with what
 * the page's first render needs, and React's `prerender` waits for the lazy page; reads the page makes in its
 * components (`useQuery`) render their loading state, as the browser's first render does before its data.
 */
export function regionRenderer(Root: ComponentType, { reads }: RegionRendererOptions = {}): RegionRenderer {
  let previous: Promise<unknown> = Promise.resolve();
  return (path, { fetch, visitorToken }) => {
    const render = previous.then(async () => {
      apiClient.configure({ baseUrl: RENDER_API_BASE, fetch });
      queryClient.clear();
      if ((await reads?.(path, { visitorToken })) === false) {
        queryClient.clear();
        return null;
      }
      // A read that failed is not sent (prerendered-queries.ts): the browser's first render shows its loading state,
      // so the server's must too.
      queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
      const html = await prerenderRegion(Root, { location: path, cache: createEmotionCache({ key: 'css' }) });
      const queries = successfulQueriesOf(queryClient);
      queryClient.clear();
      return { html, queries };
    });
    previous = render.catch(() => undefined);
    return render;
  };
}
