import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../app-providers';

/** How long one region may take to render; past it the render fails (the build fails, or the page goes unrendered). */
export const PRERENDER_TIMEOUT_MS = 10_000;

export interface PrerenderRegionOptions {
  /** The address the page is rendered for (a path, no query: the server sends it for that path only). */
  location: string;
  /**
   * One emotion cache (key `css`, as the browser's default) for every region of the page: a style rule goes into the
   * HTML once, as a `<style data-emotion="css …">` before the first element using it. The browser's emotion moves
   * those into the head when it loads and counts their rules as inserted, so hydration inserts none of them again.
   */
  cache: EmotionCache;
}

/**
 * One region's HTML: the app's root inside the same providers as in the browser (`AppProviders`), with a router on
 * the one address. React's `prerender` waits for the lazy page to load, so the HTML is the page, not its fallback.
 * Node only (the build's prerender step, ADR 0101).
 */
export async function prerenderRegion(Root: ComponentType, { location, cache }: PrerenderRegionOptions): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  // An error inside a Suspense boundary would still give HTML (its fallback) for the browser to render over: a start
  // page that cannot render is a failed build instead, never a page that is worse than not prerendering it.
  const errors: unknown[] = [];
  // A page that waits on something that never comes (a lazy chunk, a read) must not hold its renderer: a render
  // serves one address after another (region-renderer.ts).
  const signal = AbortSignal.timeout(PRERENDER_TIMEOUT_MS);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders Router={Router}>
        <Root />
      </AppProviders>
    </CacheProvider>,
    { onError: (error) => void errors.push(error), signal },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  if (signal.aborted) throw new Error(`${location} did not render within ${PRERENDER_TIMEOUT_MS} ms`);
  if (errors.length > 0) throw errors[0];
  return html;
}
