import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { VISITOR_PAGE_COOKIE, VISITOR_TOKEN_HEADER } from '@fundnet/validation-schema';
import { parse as parseCookie } from 'cookie';
import type { PrerenderedPage } from './prerendered-pages';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The API's render service (ADR 0102): an area's start pages rendered per request, for pages whose first screen shows
 * data that changes without a release (the landing page's managed headline). The build leaves each area's renderer
 * beside its browser build (`prerender-build/render-start-pages.cjs`, app-runtime's `regionRenderer`); the shell's
 * renderer draws the top bar and composes the page. The page's API reads are answered by this server (the same routes,
 * checks and replies a browser gets, with no session), and the page carries them so the browser hydrates the same tree.
 */

/** What an area's renderer exports. */
export interface AreaRenderer {
  /** The exact addresses it renders (and the service renders once as soon as it listens). */
  renderedPaths: readonly string[];
  /**
   * Whether it renders an address with a parameter (`/fund/<slug>`), for addresses no area names exactly: a public
   * profile page. There is one per published profile: only those `warmUpAddresses` names are rendered at the start,
   * and the service keeps only the most recently asked {@link MAX_PARAMETER_PAGES} of them.
   */
  rendersAddress?(path: string): boolean;
  /**
   * Addresses with a parameter worth rendering once when the service starts (a profile listed first): the area's
   * first render loads and compiles its code (a quarter second on a quiet machine, past the budget on a loaded one),
   * and without it the first visitor after a start would get the page rendered in the browser. `fetch` reads this
   * server's API as a signed-out visitor, GET only.
   */
  warmUpAddresses?(options: { fetch: typeof fetch }): Promise<readonly string[]>;
  /**
   * Whether it renders an address for one visitor, with the visitor token the page's cookie carries (ADR 0106): a share
   * link's page past its gates. Rendered on every request and never kept.
   */
  rendersVisitorPage?(path: string): boolean;
  /**
   * The region, or null when the address has nothing to render for a visitor (an unknown slug, a share link whose gate
   * still stops the visitor): rendered in the browser. `visitorToken` only for an address `rendersVisitorPage` names.
   */
  renderRegion(path: string, options: { fetch: typeof fetch; visitorToken?: string }): Promise<{ html: string; queries: unknown[] } | null>;
}

/** What the shell's renderer exports for the pages the areas render. */
export interface ShellRenderer {
  renderTopBar(path: string): Promise<string>;
  composePage(indexHtml: string, address: string, regions: Record<string, string>, queries?: readonly unknown[]): string;
}

/**
 * How long a visitor's page waits for its render: past it, the page goes as it would without the service (rendered in
 * the browser), and the render goes on to serve the next visitor. The landing page renders in 30-80 ms once warm; the
 * first render after a start also loads the bundles.
 */
export const RENDER_BUDGET_MS = 1500;

/**
 * How many pages of addresses with a parameter the service keeps: enough for every profile a busy day's visitors open,
 * bounded so that addresses made up by the thousand cannot fill the memory (the oldest asked is dropped first).
 */
export const MAX_PARAMETER_PAGES = 500;

/** How long one of the page's reads may take before the render fails (and the page goes as rendered in the browser). */
const READ_TIMEOUT_MS = 5000;

/** This server's own address, for the page's reads: where it listens, on the loopback interface. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening on a TCP port');
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? '[::1]'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

/** A read the page made while rendering, as it was answered: the rendered page holds as long as it is answered so. */
interface PageRead {
  url: string;
  headers: Record<string, string>;
  status: number;
  body: string;
}

interface RenderedEntry {
  page: PrerenderedPage;
  reads: PageRead[];
}

/**
 * The renderer a bundle file exports, or null when there is none or it is not one (an app that renders nothing per
 * request, or built before: pages as before). A bundle that fails to load is said in the log, not fatal.
 */
export function loadRenderer<T>(
  bundlePath: string,
  exportsOf: (bundle: Record<string, unknown>) => boolean,
  log: Pick<FastifyBaseLogger, 'warn'>,
): T | null {
  if (!existsSync(bundlePath)) return null;
  try {
    const bundle = createRequire(bundlePath)(bundlePath) as Record<string, unknown>;
    return exportsOf(bundle) ? (bundle as T) : null;
  } catch (error) {
    log.warn({ err: error, bundlePath }, 'a renderer could not be loaded: its pages are rendered in the browser');
    return null;
  }
}

export const isAreaRenderer = (bundle: Record<string, unknown>) =>
  Array.isArray(bundle.renderedPaths) && typeof bundle.renderRegion === 'function';
export const isShellRenderer = (bundle: Record<string, unknown>) =>
  typeof bundle.renderTopBar === 'function' && typeof bundle.composePage === 'function';

export interface RenderServiceOptions {
  app: FastifyInstance;
  shell: ShellRenderer;
  areas: readonly AreaRenderer[];
  /** The shell's index.html as this server sends it. */
  indexHtml: string;
  log: FastifyBaseLogger;
}

export interface RenderService {
  /**
   * The address a request is rendered for, or null: a rendered path exactly, or an address an area renders
   * (`rendersAddress`), with no query string (as ADR 0101's pages).
   */
  addressOf(url: string): string | null;
  /** The page for the address, or null when it could not be rendered within the budget (the caller sends the plain page). */
  page(address: string): Promise<PrerenderedPage | null>;
  /**
   * The page a request for `url` gets rendered for its visitor (a share link's page, ADR 0106), with the visitor token
   * of the request's {@link VISITOR_PAGE_COOKIE} cookie; null for any other address, an address with a query, no
   * cookie, a token its link stops, or a render past the budget. Sent `private, no-store`, never kept or shared.
   */
  visitorPage(url: string, cookieHeader: string | undefined): Promise<PrerenderedPage | null>;
  /**
   * Renders every address once, one after another, so the first visitors after a start do not wait on loading the
   * renderers and first renders (about 350 ms, more on a busy machine: past the budget, they got the plain page).
   */
  warm(): Promise<void>;
}

export function createRenderService({ app, shell, areas, indexHtml, log }: RenderServiceOptions): RenderService {
  const owners = new Map<string, AreaRenderer>();
  for (const area of areas) for (const path of area.renderedPaths) if (!owners.has(path)) owners.set(path, area);
  // An exact path wins over an area's parameter (`/fund/discovery` is the discovery list's, not a fund's slug).
  const ownerOf = (address: string) => owners.get(address) ?? areas.find((area) => area.rendersAddress?.(address));
  // The exact addresses' pages, few and warmed at the start; the pages of addresses with a parameter, one per profile
  // asked, the most recently asked kept (lru-cache drops the one asked longest ago past the bound).
  const rendered = new Map<string, RenderedEntry>();
  const parameterPages = new LRUCache<string, RenderedEntry>({ max: MAX_PARAMETER_PAGES });
  const pagesOf = (address: string) => (owners.has(address) ? rendered : parameterPages);
  const inFlight = new Map<string, Promise<RenderedEntry | null>>();

  /**
   * One GET the page reads, answered by this server as it would answer a signed-out browser: over its own listening
   * socket, so the read goes through every hook a browser's does (light-my-request's `inject` would spare the socket,
   * but it cannot be loaded where the API tests run).
   */
  const answer = async (url: string, headers: Record<string, string>): Promise<PageRead> => {
    const reply = await fetch(new URL(url, ownOrigin(app)), { headers, redirect: 'manual', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    return { url, headers, status: reply.status, body: await reply.text() };
  };

  /**
   * A `fetch` for a renderer: GETs answered by this server (`answer`), each one told to `onRead`. A visitor's page's
   * reads carry its visitor token (the one the page's cookie brought, whatever the renderer asked); no other page's do.
   */
  const readingFetch =
    (onRead: (read: PageRead) => void, visitorToken?: string): typeof fetch =>
    async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      if (request.method !== 'GET') throw new Error(`a page being rendered may only read: ${request.method} ${request.url}`);
      const target = new URL(request.url);
      const headers: Record<string, string> = {};
      for (const name of ['accept', 'x-api-version']) {
        const value = request.headers.get(name);
        if (value) headers[name] = value;
      }
      if (visitorToken) headers[VISITOR_TOKEN_HEADER] = visitorToken;
      const read = await answer(`${target.pathname}${target.search}`, headers);
      onRead(read);
      // A reply with no content (204, 304) must be made without a body, or Response throws.
      const body = read.status === 204 || read.status === 304 ? null : read.body;
      return new Response(body, { status: read.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
    };

  const render = async (address: string, area: AreaRenderer, visitorToken?: string): Promise<RenderedEntry | null> => {
    const reads: PageRead[] = [];
    const fetchInProcess = readingFetch((read) => reads.push(read), visitorToken);
    const [main, topBar] = await Promise.all([
      area.renderRegion(address, visitorToken ? { fetch: fetchInProcess, visitorToken } : { fetch: fetchInProcess }),
      shell.renderTopBar(address),
    ]);
    if (!main) return null;
    const html = shell.composePage(indexHtml, address, { 'fundnet-topbar': topBar, 'fundnet-main': main.html }, main.queries);
    const bytes = Buffer.from(html);
    const [br, gz] = await Promise.all([brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipped(bytes, { level: 9 })]);
    return { page: { html, br, gzip: gz }, reads };
  };

  /** The rendered page still holds when every read it made is answered the same now. */
  const stillHolds = async (entry: RenderedEntry) => {
    for (const read of entry.reads) {
      const now = await answer(read.url, read.headers);
      if (now.status !== read.status || now.body !== read.body) return false;
    }
    return true;
  };

  const pageFor = (address: string, area: AreaRenderer): Promise<RenderedEntry | null> => {
    const pending = inFlight.get(address);
    if (pending) return pending;
    const run = (async () => {
      const pages = pagesOf(address);
      const cached = pages.get(address);
      if (cached && (await stillHolds(cached))) return cached;
      const entry = await render(address, area);
      if (entry) pages.set(address, entry);
      else pages.delete(address);
      return entry;
    })().finally(() => inFlight.delete(address));
    inFlight.set(address, run);
    return run;
  };

  const visitorPageOwnerOf = (address: string) => areas.find((area) => area.rendersVisitorPage?.(address));

  /** The rendered page, or null when it fails or takes longer than the budget (the render goes on, unawaited). */
  const withinBudget = async (address: string, rendering: Promise<RenderedEntry | null>): Promise<PrerenderedPage | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
    });
    const entry = rendering.catch((error: unknown) => {
      log.warn({ err: error, address }, 'the render service could not render the page: sent as rendered in the browser');
      return null;
    });
    try {
      const done = await Promise.race([entry, late]);
      return done?.page ?? null;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async warm() {
      const warmUp = (address: string, area: AreaRenderer) =>
        pageFor(address, area).catch((error: unknown) => {
          log.warn({ err: error, address }, 'the render service could not render the page: it goes as rendered in the browser');
        });
      const warmExactPages = async () => {
        for (const [address, area] of owners) await warmUp(address, area);
      };
      const warmParameterPages = async () => {
        for (const area of areas) {
          const addresses = await (area.warmUpAddresses?.({ fetch: readingFetch(() => {}) }) ?? Promise.resolve([])).catch(
            (error: unknown) => {
              log.warn({ err: error }, 'an area could not name the pages to render at the start: its first visitors may wait');
              return [];
            },
          );
          // Only addresses the area renders and no other area names exactly (as a visitor's request would be routed).
          for (const address of addresses) if (ownerOf(address) === area) await warmUp(address, area);
        }
      };
      // Side by side: a render that hangs holds up only its own list.
      await Promise.all([warmExactPages(), warmParameterPages()]);
    },
    addressOf(url) {
      if (url.includes('?') || url.includes('#')) return null;
      return ownerOf(url) ? url : null;
    },
    async page(address) {
      const area = ownerOf(address);
      return area ? withinBudget(address, pageFor(address, area)) : null;
    },
    async visitorPage(url, cookieHeader) {
      if (url.includes('?') || url.includes('#') || !cookieHeader) return null;
      const area = visitorPageOwnerOf(url);
      const visitorToken = area ? parseCookie(cookieHeader)[VISITOR_PAGE_COOKIE] : undefined;
      return area && visitorToken ? withinBudget(url, render(url, area, visitorToken)) : null;
    },
  };
}
