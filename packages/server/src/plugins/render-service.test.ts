import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createUser, type TestUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';
import { VISITOR_PAGE_COOKIE } from '@fundnet/validation-schema';
import { RENDER_BUDGET_MS } from './render-service';

// The render service (ADR 0102): an area's start page rendered per request, with its reads answered by this server.
// The renderers here are small CommonJS bundles with the exports the real ones have (app-runtime's `regionRenderer`,
// the shell's `renderTopBar` and `composePage`); the e2e test prerendered-start-pages.spec.ts runs the real ones.

const GATE_HASH = "'sha256-R2F0ZVNjcmlwdEhhc2hGb3JUaGVUZXN0c09ubHk0NDQ='";
const shellPage =
  '<!doctype html><html><head><title>Fundnet</title><script defer src="/main.js"></script></head>' +
  '<body><div id="fundnet-topbar"></div><main id="fundnet-main"></main></body></html>';

/** The shell's renderer: the bar names the address; the page carries the reads as the real one does. */
const shellRenderer = `
exports.renderTopBar = async (address) => '<header>Fundnet bar at ' + address + '</header>';
exports.composePage = (html, address, regions, queries) => html
  .replace('</head>', '<script>gate()</script><script type="application/json" id="fundnet-prerendered-queries">' + JSON.stringify(queries) + '</script></head>')
  .replace('<div id="fundnet-topbar"></div>', '<div id="fundnet-topbar" data-prerendered="' + address + '">' + regions['fundnet-topbar'] + '</div>')
  .replace('<main id="fundnet-main"></main>', '<main id="fundnet-main" data-prerendered="' + address + '">' + regions['fundnet-main'] + '</main>');`;

/**
 * The area's renderer: the landing page's headline is the published \`home.hero\`, read through the fetch it is given
 * (so through the server's own api/content); \`/broken\` fails, \`/slow\` never ends. Counts its renders in a global.
 */
const areaRenderer = `
exports.renderedPaths = ['/', '/welcome', '/broken', '/slow', '/fund/discovery'];
exports.renderRegion = async (address, { fetch }) => {
  globalThis.fundnetTestRenders = (globalThis.fundnetTestRenders ?? 0) + 1;
  if (address === '/broken') throw new Error('the page could not render');
  if (address === '/slow') return new Promise(() => {});
  const reply = await fetch(new Request('http://fundnet-render.internal/api/content', { headers: { accept: 'application/json', 'x-api-version': '1' } }));
  const list = await reply.json();
  const hero = list.items.find((item) => item.slug === 'home.hero' && item.published);
  return {
    html: '<h1>' + (hero ? hero.title : 'Built-in headline') + '</h1>' + '<p>Private markets, in one network.</p>'.repeat(60),
    queries: [{ queryKey: ['content', 'list', {}], data: list }],
  };
};`;

/**
 * A profiles area's renderer (ADR 0104): every \`/fund/<slug>\` but the edit page, a fund "unknown" having no public
 * page; \`/fund/discovery\` would be a slug too, but the landing area names it exactly. Counts its renders by address.
 * It names two pages to render at the start, read from the API: a fund's, and one another area names exactly.
 */
const profilesRenderer = `
exports.renderedPaths = [];
exports.warmUpAddresses = async ({ fetch }) => {
  const reply = await fetch(new Request('http://fundnet-render.internal/api/content', { headers: { accept: 'application/json' } }));
  return reply.ok ? ['/fund/listed-first', '/fund/discovery'] : [];
};
exports.rendersAddress = (address) => /^\\/fund\\/[^/]+$/.test(address) && address !== '/fund/edit';
exports.rendersVisitorPage = (address) => /^\\/fund\\/shared\\/[^/]+$/.test(address);
exports.renderRegion = async (address, { fetch, visitorToken }) => {
  if (address.startsWith('/fund/shared/')) {
    globalThis.fundnetTestVisitorRenders = (globalThis.fundnetTestVisitorRenders ?? 0) + 1;
    if (visitorToken === 'stopped-by-a-gate') return null;
    const reply = await fetch(new Request('http://fundnet-render.internal/api/fund-custom-profile-link/status', { headers: { accept: 'application/json' } }));
    return { html: '<h1>Shared with ' + visitorToken + ', status read ' + reply.status + '</h1>', queries: [{ queryKey: ['visitor', visitorToken], data: 1 }] };
  }
  const counts = (globalThis.fundnetTestProfileRenders ??= {});
  counts[address] = (counts[address] ?? 0) + 1;
  if (address === '/fund/unknown') return null;
  return { html: '<h1>Fund ' + address.slice('/fund/'.length) + '</h1>', queries: [] };
};`;

function webRootWithRenderers() {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'fundnet-render-service-'));
  const put = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    writeFileSync(path.join(webRoot, file), content);
  };
  put('shell/dist/index.html', shellPage);
  put('shell/dist/remotes.json', '{}');
  put('shell/dist/prerendered/pages.json', JSON.stringify({ gateScriptHash: GATE_HASH, pages: {} }));
  put('shell/prerender-build/render-start-pages.cjs', shellRenderer);
  put('mfe-landing/dist/remoteEntry.js', '');
  put('mfe-landing/prerender-build/render-start-pages.cjs', areaRenderer);
  put('mfe-profiles/dist/remoteEntry.js', '');
  put('mfe-profiles/prerender-build/render-start-pages.cjs', profilesRenderer);
  put('mfe-other/dist/remoteEntry.js', '');
  put('mfe-other/prerender-build/render-start-pages.cjs', 'throw new Error("a bundle built for another Node")');
  return webRoot;
}

/** A reply's bytes as they came over the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ encoding: reply.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const renders = () => (globalThis as { fundnetTestRenders?: number }).fundnetTestRenders ?? 0;
const profileRenders = (address: string) =>
  (globalThis as { fundnetTestProfileRenders?: Record<string, number> }).fundnetTestProfileRenders?.[address] ?? 0;

describe('the render service', () => {
  let t: TestApp;
  let admin: TestUser;
  let webRoot: string;
  const page = (url: string, headers: Record<string, string> = {}) => t.call('GET', url, { headers: { accept: 'text/html', ...headers } });
  const publishHero = (title: string) =>
    t.call('POST', '/api/content', { token: admin.token, body: { slug: 'home.hero', title, body: 'One network.', published: true } });

  beforeAll(async () => {
    webRoot = webRootWithRenderers();
    t = await startTestApp({ WEB_ROOT: webRoot, WEB_REMOTE_OVERRIDES: 'off' });
    admin = await createUser(t, { admin: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('renders its pages once the server listens, before the first visitor asks', async () => {
    // The warm-up renders each address (the never-ending one holds it only for itself).
    for (const deadline = Date.now() + 5000; renders() < 3 && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders()).toBeGreaterThanOrEqual(3);
  });

  it('sends the page rendered with what is published now, its reads in it, compressed and revalidated', async () => {
    await publishHero('Raise your next fund on Fundnet');
    const res = await page('/', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain(GATE_HASH);
    const html = String(res.body);
    expect(html).toContain('<div id="fundnet-topbar" data-prerendered="/"><header>Fundnet bar at /</header></div>');
    expect(html).toContain('<main id="fundnet-main" data-prerendered="/"><h1>Raise your next fund on Fundnet</h1>');
    const reads = JSON.parse(/id="fundnet-prerendered-queries">(.*?)<\/script>/.exec(html)?.[1] ?? '[]');
    expect(reads[0].data.items.map((item: { slug: string }) => item.slug)).toContain('home.hero');
  });

  it('renders again once what the page read has changed, and not before', async () => {
    await page('/');
    const before = renders();
    expect(String((await page('/')).body)).toContain('<h1>Raise your next fund on Fundnet</h1>');
    expect(renders()).toBe(before);
    await publishHero('Where private markets meet');
    expect(String((await page('/')).body)).toContain('<h1>Where private markets meet</h1>');
    expect(renders()).toBe(before + 1);
  });

  it('keeps the compressed copy the same page as the plain one', async () => {
    const plain = String((await page('/welcome', { 'accept-encoding': 'identity' })).body);
    // node:http: fetch would decode the reply itself.
    const compressed = await rawGet(`${t.baseUrl}/welcome`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(compressed.encoding).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(plain);
  });

  it('sends the page rendered in the browser for a query string, another address, or a page that failed', async () => {
    for (const url of ['/?utm_source=newsletter', '/login', '/broken']) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain('<main id="fundnet-main"></main>');
      expect(res.headers.get('content-security-policy')).not.toContain('sha256');
    }
  });

  it(`sends the page rendered in the browser when the render takes longer than ${RENDER_BUDGET_MS} ms`, async () => {
    const started = Date.now();
    const res = await page('/slow');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('<main id="fundnet-main"></main>');
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_BUDGET_MS - 50);
  });

  it("renders a profile's page at its own address, and leaves an address an area names exactly to that area", async () => {
    const fund = String((await page('/fund/alpha-ventures-ii')).body);
    expect(fund).toContain('<main id="fundnet-main" data-prerendered="/fund/alpha-ventures-ii"><h1>Fund alpha-ventures-ii</h1>');
    expect(fund).toContain('<header>Fundnet bar at /fund/alpha-ventures-ii</header>');
    const list = String((await page('/fund/discovery')).body);
    expect(list).toContain('<main id="fundnet-main" data-prerendered="/fund/discovery"><h1>');
    expect(profileRenders('/fund/discovery')).toBe(0);
  });

  it('sends the page rendered in the browser for an address its area declines or does not render, and keeps nothing of it', async () => {
    for (const url of ['/fund/unknown', '/fund/edit', '/fund/alpha/extra', '/fund/alpha?tab=team']) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain('<main id="fundnet-main"></main>');
    }
    // Declined pages are not kept: the next visitor's request asks the area again (a fund published since is rendered).
    await page('/fund/unknown');
    expect(profileRenders('/fund/unknown')).toBe(2);
    expect(profileRenders('/fund/edit')).toBe(0);
  });

  it('renders the pages an area names at the start, before their first visitor, and only its own', async () => {
    for (const deadline = Date.now() + 5000; profileRenders('/fund/listed-first') < 1 && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(profileRenders('/fund/listed-first')).toBe(1);
    expect(String((await page('/fund/listed-first')).body)).toContain('<h1>Fund listed-first</h1>');
    expect(profileRenders('/fund/listed-first')).toBe(1);
    expect(profileRenders('/fund/discovery')).toBe(0);
  });

  it("keeps a profile's page while what it read holds: the next visitor's request renders nothing", async () => {
    await page('/fund/kept');
    expect(String((await page('/fund/kept')).body)).toContain('<h1>Fund kept</h1>');
    expect(profileRenders('/fund/kept')).toBe(1);
  });

  it("renders a share link's page for the visitor whose token its cookie carries, on every request, for them only", async () => {
    const visitorRenders = () => (globalThis as { fundnetTestVisitorRenders?: number }).fundnetTestVisitorRenders ?? 0;
    const cookie = `other=1; ${VISITOR_PAGE_COOKIE}=visitor-token-a`;
    const res = await page('/fund/shared/deck', { cookie, 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    // Neither a shared cache nor the browser's keeps what the visitor's token opened.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('cookie');
    expect(res.headers.get('content-security-policy')).toContain(GATE_HASH);
    const html = String(res.body);
    expect(html).toContain(
      '<main id="fundnet-main" data-prerendered="/fund/shared/deck"><h1>Shared with visitor-token-a, status read 401</h1>',
    );
    expect(html).toContain('[{"queryKey":["visitor","visitor-token-a"],"data":1}]');
    // Each request renders (nothing kept), with its own token.
    const before = visitorRenders();
    const other = String((await page('/fund/shared/deck', { cookie: `${VISITOR_PAGE_COOKIE}=visitor-token-b` })).body);
    expect(other).toContain('Shared with visitor-token-b');
    expect(other).not.toContain('visitor-token-a');
    expect(visitorRenders()).toBe(before + 1);
  });

  it("sends a share link's page rendered in the browser without the cookie, with a query, or when the link stops the visitor", async () => {
    const before = (globalThis as { fundnetTestVisitorRenders?: number }).fundnetTestVisitorRenders ?? 0;
    for (const [url, cookie] of [
      ['/fund/shared/deck', 'other=1'],
      ['/fund/shared/deck?magic=abc', `${VISITOR_PAGE_COOKIE}=visitor-token-a`],
      ['/fund/shared/deck', `${VISITOR_PAGE_COOKIE}=stopped-by-a-gate`],
    ] as const) {
      const res = await page(url, { cookie });
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain('<main id="fundnet-main"></main>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // Only the request with a token and no query reached the renderer.
    expect((globalThis as { fundnetTestVisitorRenders?: number }).fundnetTestVisitorRenders ?? 0).toBe(before + 1);
  });

  it('never sends a page the render service did not render to an API call', async () => {
    const res = await t.call('GET', '/api/content');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
