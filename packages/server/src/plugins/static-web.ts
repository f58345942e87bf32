import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  PRERENDERED_MANIFEST,
  type PrerenderedPage,
  parsePrerenderedManifest,
  prerenderedAddressOf,
  sendPrerenderedPage,
  withGateScriptAllowed,
} from './prerendered-pages';
import { withRemoteOverridesAllowed } from './remote-overrides';
import {
  type AreaRenderer,
  createRenderService,
  isAreaRenderer,
  isShellRenderer,
  loadRenderer,
  type RenderService,
  type ShellRenderer,
} from './render-service';
import { declarePublicRoutes } from './route-auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation that matched no file with the shell's index.html (client-side routes). */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  }
}

export interface StaticWebOptions {
  /** The workspace root holding shell/dist and mfe-*\/dist. */
  webRoot: string;
  /** Origins a developer's remote may be loaded from in place of a built one (WEB_REMOTE_OVERRIDES); empty: none. */
  remoteOverrides?: readonly string[];
}

/**
 * Serves the built web app beside the API, as a CDN would: the shell at /, each remote at
 * /remotes/<folder>/ (the URLs public/remotes.json points to). Only used by the start command;
 * production serves these folders from static hosting.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: StaticWebOptions) => {
  const shellDist = path.join(options.webRoot, 'shell/dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'the shell is not built: only the API is served');
    return;
  }
  const remoteFolders = readdirSync(options.webRoot).filter(
    (f) => f.startsWith('mfe-') && existsSync(path.join(options.webRoot, f, 'dist')),
  );
  const overrides = options.remoteOverrides ?? [];
  const csp = contentSecurityPolicy(path.join(shellDist, 'remotes.json'), overrides);
  const indexHtml = withRemoteOverridesAllowed(readFileSync(path.join(shellDist, 'index.html'), 'utf8'), overrides);
  const prerendered = readPrerenderedPages(shellDist, overrides);
  const renderService = prerendered.manifest ? renderServiceFor(app, options.webRoot, remoteFolders, indexHtml) : null;
  // Its pages read from this server: rendered once it listens, before the first visitor asks.
  if (renderService) app.addHook('onListen', () => void renderService.warm());

  refuseSourceMaps(app);

  // The web app's files are public (what they show is fetched from the API, which checks each call).
  declarePublicRoutes(app, (route) => !route.url.startsWith('/api'));
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build's .br/.gz copies (issue 33.1), chosen by Accept-Encoding, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => cacheHeaders(res, filePath),
  });
  for (const folder of remoteFolders) {
    await app.register(fastifyStatic, {
      root: path.join(options.webRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => cacheHeaders(res, filePath),
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // A start page the build rendered ahead of time, for a signed-out visitor at exactly that address (ADR 0101), or
    // one an area renders per request (ADR 0102).
    const address = prerenderedAddressOf(request.url, prerendered.manifest);
    const rendered = renderService?.addressOf(request.url);
    const page = address ? prerendered.pages.get(address) : rendered ? await renderService?.page(rendered) : undefined;
    if (page && prerendered.manifest) {
      return sendPrerenderedPage(request, reply, page, withGateScriptAllowed(csp, prerendered.manifest.gateScriptHash));
    }
    // A share link's page, rendered for the visitor whose token its cookie carries (ADR 0106).
    const visitorPage = !page && prerendered.manifest ? await renderService?.visitorPage(request.url, request.headers.cookie) : null;
    if (visitorPage && prerendered.manifest) {
      const gated = withGateScriptAllowed(csp, prerendered.manifest.gateScriptHash);
      return sendPrerenderedPage(request, reply, visitorPage, gated, { forOneVisitor: true });
    }
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(indexHtml);
  };
  app.get('/', { schema: { hide: true }, config: { auth: 'public' } }, sendIndex);
  app.decorate('spaFallback', sendIndex);
  app.log.info({ remotes: remoteFolders }, 'serving the web app');
});

/**
 * The render service over the built renderers (ADR 0102): the shell's, for the top bar and the page, and each area's
 * that renders start pages per request. None without the shell's: the pages then go as before. A developer with a
 * remote override gets the page rendered in the browser: the page's gate sees the override (client-render-gate.ts).
 */
function renderServiceFor(app: FastifyInstance, webRoot: string, remoteFolders: string[], indexHtml: string): RenderService | null {
  const bundleOf = (folder: string) => path.join(webRoot, folder, 'prerender-build/render-start-pages.cjs');
  const shell = loadRenderer<ShellRenderer>(bundleOf('shell'), isShellRenderer, app.log);
  const areas = remoteFolders.flatMap((folder) => loadRenderer<AreaRenderer>(bundleOf(folder), isAreaRenderer, app.log) ?? []);
  if (!shell || areas.length === 0) return null;
  return createRenderService({ app, shell, areas, indexHtml, log: app.log });
}

/**
 * The shell's prerendered pages (ADR 0101), read once: the build made them with its index.html, so they change with it.
 * With remote overrides allowed the page gains a meta tag, and the build's compressed copies are no longer its bytes:
 * the compression plugin compresses it as it does the shell's page.
 */
function readPrerenderedPages(shellDist: string, overrides: readonly string[]) {
  const read = (file: string) => (existsSync(path.join(shellDist, file)) ? readFileSync(path.join(shellDist, file)) : undefined);
  const manifest = parsePrerenderedManifest(read(PRERENDERED_MANIFEST)?.toString('utf8'));
  const pages = new Map<string, PrerenderedPage>();
  for (const [address, file] of Object.entries(manifest?.pages ?? {})) {
    const html = read(`prerendered/${file}`)?.toString('utf8');
    if (html === undefined) continue;
    pages.set(
      address,
      overrides.length > 0
        ? { html: withRemoteOverridesAllowed(html, overrides) }
        : { html, br: read(`prerendered/${file}.br`), gzip: read(`prerendered/${file}.gz`) },
    );
  }
  return { manifest, pages };
}

/**
 * Source maps are for error tracking, never for visitors (issue 9.5): production builds write them outside dist/
 * (packages/mf-config), and a .map left in a served folder (an old build) still answers 404, before any file is read.
 */
export function refuseSourceMaps(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api') || !safeDecode(pathname).toLowerCase().endsWith('.map')) return;
    return reply
      .status(404)
      .type('application/json')
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${pathname} not found` });
  });
}

/** The path as the static server will read it (`%2Emap` is `.map`); undecodable paths are left as they are. */
function safeDecode(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // Hashed chunks never change; entries, manifests and remotes.json must be revalidated. `filePath` is the copy sent:
  // `x.1a2b3c4d.js.br` is the hashed `x.1a2b3c4d.js`.
  const hashed = /\.[0-9a-f]{8}\.(js|css|png|svg|woff2?)(\.br|\.gz)?$/.test(filePath);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Scripts may come from this origin and from any origin remotes.json names (a CDN). */
function contentSecurityPolicy(remotesJsonPath: string, overrideSources: readonly string[]) {
  const urls: string[] = [];
  try {
    urls.push(...Object.values(JSON.parse(readFileSync(remotesJsonPath, 'utf8')) as Record<string, string>));
  } catch {
    // No remotes.json: same-origin only.
  }
  return contentSecurityPolicyFor(urls, overrideSources);
}

/**
 * The page's policy: scripts and their fetches from this origin, the origins of `urls` (absolute ones: a CDN) and the
 * source expressions remote overrides may use (`http://localhost:*`).
 */
export function contentSecurityPolicyFor(urls: string[], overrideSources: readonly string[] = []) {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  const extra = [...origins, ...overrideSources].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra}`.trim(),
    `connect-src 'self' ${extra}`.trim(),
    // Emotion (MUI) injects style tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
