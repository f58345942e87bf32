import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { BASELINE_STYLES_ATTRIBUTE, isRenderedBaseline } from '@fundnet/design-system';
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
   * One emotion cache (key `css`, as the browser's default) for every region of the page: each region's HTML starts
   * with one `<style data-emotion="css …">` holding the rules it used that an earlier region had not. The browser's
   * emotion moves it into the head when it loads and counts its rules as inserted, so hydration inserts none of them
   * again.
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
  // Emotion's inline tags (a rule's `<style>` written before the first element using it) lose rules under Suspense: a
  // rule first used by a fallback (a result card's skeleton: the card, its content, its row) is marked as written, the
  // fallback is never sent since its content finished, and the cards that use the rule come without it. In compat mode
  // emotion keeps each rule in the cache instead; the region's rules are written once, ahead of it.
  cache.compat = true;
  const before = new Set(Object.keys(cache.inserted));
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
    {
      onError: (error) => void errors.push(error),
      signal,
      // Every boundary in place, in document order. Past this many bytes React "outlines" a finished boundary: its
      // fallback in place and its content at the end, swapped in by an inline script, which the page's policy does not
      // run. A list of twenty result cards (ADR 0102) showed "Loading…" until the area hydrated it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  if (signal.aborted) throw new Error(`${location} did not render within ${PRERENDER_TIMEOUT_MS} ms`);
  if (errors.length > 0) throw errors[0];
  return stylesOfRegion(cache, before) + html;
}

/**
 * The rules `cache` took in since `before`, named as the browser reads them back: the document's baseline (CssBaseline's
 * `html`, `body`, `*`), when this region rendered it first, in a `<style>` of its own that the browser's
 * `DocumentBaseline` uses, or removes when the visitor's mode is another; then one `<style>` with the region's rules.
 */
function stylesOfRegion(cache: EmotionCache, before: ReadonlySet<string>): string {
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => !before.has(entry[0]) && typeof entry[1] === 'string',
  );
  const baseline = rules.filter(([name]) => isRenderedBaseline(cache, name));
  const own = rules.filter(([name]) => !isRenderedBaseline(cache, name));
  const baselineStyles = baseline.map(([name, css]) => `<style ${BASELINE_STYLES_ATTRIBUTE}="${cache.key} ${name}">${css}</style>`);
  const ownStyles =
    own.length > 0
      ? `<style data-emotion="${cache.key} ${own.map(([name]) => name).join(' ')}">${own.map(([, css]) => css).join('')}</style>`
      : '';
  return baselineStyles.join('') + ownStyles;
}
