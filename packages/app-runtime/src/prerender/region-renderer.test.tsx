/**
 * @jest-environment node
 */
import createCache from '@emotion/cache';
import { createFundnetTheme, managedContentRead, serializedBaseline, useManagedContent } from '@fundnet/design-system';
import { Box } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { prerenderRegion } from './prerender-region';
import { type RegionRenderer, regionRenderer } from './region-renderer';

// A renderer serves one request after another (ADR 0102): each render must show what the API answers now, not what
// the first render read.

function Headline() {
  const hero = useManagedContent('home.hero');
  return <h1>{hero.status === 'managed' ? hero.title : hero.status === 'loading' ? '…' : 'Built-in headline'}</h1>;
}

/** An API whose published headline is `title` (none: the list is empty), counting its reads. */
function apiAnswering(title: string | null) {
  const reads: string[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    reads.push(`${request.method} ${new URL(request.url).pathname}`);
    const items = title ? [{ id: 'c1', slug: 'home.hero', kind: 'text', title, body: 'One network.', published: true }] : [];
    return new Response(JSON.stringify({ items, total: items.length }), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, reads };
}

/** A render that must have rendered (its `reads` did not decline the address). */
async function rendered(render: RegionRenderer, path: string, api: { fetch: typeof fetch }) {
  const region = await render(path, api);
  if (!region) throw new Error(`${path} was not rendered`);
  return region;
}

it('renders each request with what the API answers then, and hands over the reads it rendered with', async () => {
  const render = regionRenderer(Headline, { reads: () => managedContentRead() });
  const first = apiAnswering('Raise your next fund');
  const one = await rendered(render, '/', first);
  expect(one.html).toContain('<h1>Raise your next fund</h1>');
  expect(first.reads).toEqual(['GET /api/content']);
  expect(one.queries).toHaveLength(1);

  const second = apiAnswering('Where private markets meet');
  const two = await rendered(render, '/', second);
  expect(two.html).toContain('<h1>Where private markets meet</h1>');
  expect(second.reads).toEqual(['GET /api/content']);

  const none = await rendered(render, '/welcome', apiAnswering(null));
  expect(none.html).toContain('<h1>Built-in headline</h1>');
});

it('renders one request at a time: two at once each get their own answers', async () => {
  const render = regionRenderer(Headline, { reads: () => managedContentRead() });
  const [a, b] = await Promise.all([rendered(render, '/', apiAnswering('First')), rendered(render, '/', apiAnswering('Second'))]);
  expect(a.html).toContain('<h1>First</h1>');
  expect(b.html).toContain('<h1>Second</h1>');
});

it('renders a read that failed as loading, as the browser will before its own read (the failed one is not sent)', async () => {
  const render = regionRenderer(Headline, { reads: () => managedContentRead() });
  const failing = (async () => new Response('{"message":"down"}', { status: 503 })) as typeof fetch;
  const region = await rendered(render, '/', { fetch: failing });
  expect(region.html).toContain('<h1>…</h1>');
  expect(region.queries).toEqual([]);
});

it('renders nothing for an address its reads decline (a profile not published), and leaves no read behind', async () => {
  const render = regionRenderer(Headline, {
    reads: async (path) => {
      await managedContentRead();
      return path !== '/fund/not-published';
    },
  });
  expect(await render('/fund/not-published', apiAnswering('Unseen'))).toBeNull();
  // The next render starts from an empty cache: the declined render's read is not in it.
  const api = apiAnswering(null);
  expect((await rendered(render, '/fund/published', api)).html).toContain('<h1>Built-in headline</h1>');
  expect(api.reads).toEqual(['GET /api/content']);
});

it('renders the loading state of what the page reads in its components, as the browser first does', async () => {
  const render = regionRenderer(Headline);
  const api = apiAnswering('Never read');
  expect((await rendered(render, '/', api)).html).toContain('<h1>…</h1>');
  expect(api.reads).toEqual([]);
});

it('renders a page of cards behind lazy boundaries in place: no fallback, no script the page policy would block', async () => {
  // A discovery list: the page's own boundary holds twenty cards of about 1 KB, then one more lazy part (its paging).
  // Past React's 12,800 bytes in a flush, a finished boundary would be sent as its fallback, with its content at the end
  // and an inline script to swap them in.
  const later = <T,>(value: T) => new Promise<{ default: T }>((resolve) => setTimeout(() => resolve({ default: value }), 5));
  const Paging = lazy(() => later(() => <nav>{'Page 1 of 3 '.padEnd(600, '·')}</nav>));
  const Page = lazy(() =>
    later(() => (
      <main>
        <ul>
          {Array.from({ length: 20 }, (_, index) => (
            <li key={index}>{`Fund ${index} `.padEnd(1000, '·')}</li>
          ))}
        </ul>
        <Suspense fallback={<p>Loading…</p>}>
          <Paging />
        </Suspense>
      </main>
    )),
  );
  const render = regionRenderer(() => (
    <Suspense fallback={<p>Loading the page…</p>}>
      <Page />
    </Suspense>
  ));
  const { html } = await rendered(render, '/fund/discovery', apiAnswering(null));
  expect(html).toContain('<li>Fund 19 ');
  expect(html).toContain('<nav>Page 1 of 3 ');
  // (as booleans: a failure would print the whole page)
  expect(html.includes('Loading')).toBe(false);
  expect(html.includes('<script')).toBe(false);
  expect(html.indexOf('Fund 19')).toBeLessThan(html.indexOf('Page 1 of 3'));
});

it('sends the style of every element it renders, also those whose style a skipped fallback used first', async () => {
  // A result card and its skeleton share the card's frame: the skeleton renders first and is never sent.
  const Frame = ({ children }: { children: ReactNode }) => <Box sx={{ border: 1, borderRadius: 2, p: 3 }}>{children}</Box>;
  const Card = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) =>
        setTimeout(() => resolve({ default: () => <Frame>Atlas Seed Fund I</Frame> }), 5),
      ),
  );
  const render = regionRenderer(() => (
    <Suspense fallback={<Frame>…</Frame>}>
      <Card />
    </Suspense>
  ));
  const { html } = await rendered(render, '/fund/discovery', apiAnswering(null));
  const frameClass = html.match(/<div class="MuiBox-root (css-[a-z0-9]+)">Atlas Seed Fund I/)?.[1];
  expect(frameClass).toBeDefined();
  expect(html).toContain(`.${frameClass}{`);
  // Once, ahead of the region (after the document's baseline), under the name the browser's emotion reads back.
  expect(html).toMatch(/^<style data-baseline-styles="css [a-z0-9]+">[^<]+<\/style><style data-emotion="css /);
  expect(html.split(`.${frameClass}{`)).toHaveLength(2);
});

it("writes the document's baseline once per page, in a style of its own apart from the regions' rules", async () => {
  // The browser's DocumentBaseline uses it as it is, or removes it for a visitor in dark mode (design-system).
  const cache = createCache({ key: 'css' });
  const topBar = await prerenderRegion(() => <Box sx={{ p: 1 }}>Fundnet</Box>, { location: '/login', cache });
  const page = await prerenderRegion(() => <Box sx={{ p: 2 }}>Log in</Box>, { location: '/login', cache });
  const [, name, rules] = topBar.match(/^<style data-baseline-styles="css ([a-z0-9]+)">([^<]+)<\/style><style data-emotion="css /) ?? [];
  expect(name).toBe(serializedBaseline(createFundnetTheme('light')).name);
  expect(rules).toContain('html{');
  expect(rules).toContain('body{');
  expect(page).toMatch(/^<style data-emotion="css [a-z0-9 ]+">/);
  for (const region of [topBar, page]) {
    const regionRules = region.match(/<style data-emotion="css [a-z0-9 ]+">([^<]*)<\/style>/)?.[1] ?? '';
    expect(regionRules.includes('body{')).toBe(false);
    expect(regionRules.includes(name ?? '?')).toBe(false);
  }
});
