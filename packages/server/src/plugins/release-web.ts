import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReleaseStoreLocation } from '../config';
import {
  contentTypeOf,
  emptyEnvironment,
  IMMUTABLE,
  isReleaseArea,
  openReleaseStorage,
  parseReleaseVersion,
  readEnvironment,
  releaseFileKey,
  REVIEW_FOLDER,
  remotesMapOf,
  versionSegment,
} from '../lib/releases';
import {
  PRERENDERED_MANIFEST,
  type PrerenderedPagesManifest,
  parsePrerenderedManifest,
  prerenderedAddressOf,
  sendPrerenderedPage,
  withGateScriptAllowed,
} from './prerendered-pages';
import { releasedRenderServices } from './released-renderers';
import { withRemoteOverridesAllowed } from './remote-overrides';
import { declarePublicRoutes } from './route-auth';
import { contentSecurityPolicyFor, refuseSourceMaps } from './static-web';

export interface ReleaseWebOptions {
  environment: string;
  store: ReleaseStoreLocation;
  /** Where browsers fetch released files (a CDN's address); default: `/releases` on this origin. */
  releasesUrl?: string;
  /** Origins a developer's remote may be loaded from (WEB_REMOTE_OVERRIDES): off (empty) unless the server allows it. */
  remoteOverrides?: readonly string[];
}

const privateRecords = new Set(['release.json', 'review.json']);

/** Where the shell finds the environment's map: read from index.html's meta (shell/src/root-config/remotes-manifest.ts). */
export const REMOTES_META = 'fundnet-remotes';

/**
 * Serves one environment of the release store as the web app (WEB_RELEASE_ENV, issue 32, ADR 0072), in place of
 * WEB_ROOT's builds:
 * - `/remotes.json`: the environment's map (each promoted remote → its released mf-manifest.json), `no-cache`;
 * - `/` and every client-side route: the promoted shell's index.html with its scripts pointed at its release and the
 *   map named in a meta tag, `no-cache`;
 * - `/releases/<area>/<version>/<file>`: released files, `immutable` (the path names the version: they never change),
 *   as the build's `.br` or `.gz` copy when the browser accepts it; the release's Storybook among them
 *   (`…/storybook/`); its visual reviews (`…/review/<against>/`) `no-cache`.
 * The environment is read on each page load, so a promotion or rollback is live on the next one: no restart, no rebuild.
 */
export const releaseWebPlugin = fp(async (app: FastifyInstance, options: ReleaseWebOptions) => {
  const storage = openReleaseStorage(options.store);
  const releasesUrl = options.releasesUrl ?? '/releases';
  const overrides = options.remoteOverrides ?? [];
  const csp = contentSecurityPolicyFor([releasesUrl], overrides);
  // A released shell's index.html never changes: kept rewritten, per version; so do its prerendered pages (ADR 0101),
  // per version and address, and the manifest naming them.
  const shellPages = new Map<string, string>();
  const prerenderedManifests = new Map<string, PrerenderedPagesManifest | null>();

  refuseSourceMaps(app);
  declarePublicRoutes(app, (route) => !route.url.startsWith('/api'));

  const environment = async () => (await readEnvironment(storage, options.environment)) ?? emptyEnvironment(options.environment);

  app.get('/remotes.json', { schema: { hide: true }, config: { auth: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(remotesMapOf(await environment(), releasesUrl)),
  );

  app.get<{ Params: { '*': string } }>('/releases/*', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => {
    const [area = '', segment = '', ...rest] = request.params['*'].split('/');
    const version = parseReleaseVersion(segment);
    // A folder's address (a release's Storybook, a review page: `…/storybook/`) opens its index.html.
    const file = rest.length > 1 && rest[rest.length - 1] === '' ? `${rest.join('/')}index.html` : rest.join('/');
    // release.json and review.json name who built and who reviewed it: the store's own records, not the page's.
    if (!isReleaseArea(area) || !version || !file || privateRecords.has(file) || file.split('/').some((s) => !s || s.startsWith('.'))) {
      return notFound(request, reply);
    }
    // The build's Brotli or gzip copy when the browser takes it (issue 33.1), else the file itself.
    const key = releaseFileKey(area, version, file);
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
    const compressed = suffix ? await storage.stream(`${key}${suffix}`).catch(() => null) : null;
    const object = compressed ?? (await storage.stream(key).catch(() => null));
    if (!object) return notFound(request, reply);
    if (compressed) reply.header('content-encoding', encoding);
    return (
      reply
        // A review is written after the release and again when it is run again: not part of the immutable release.
        .header('cache-control', file.startsWith(`${REVIEW_FOLDER}/`) ? 'no-cache' : IMMUTABLE)
        .header('vary', 'accept-encoding')
        .header('content-length', String(object.contentLength))
        .type(contentTypeOf(file))
        .send(object.body)
    );
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const promoted = await environment();
    const shell = promoted.areas.shell;
    // A start page the promoted shell rendered ahead of time, for a signed-out visitor at exactly that address.
    const manifest = shell ? await prerenderedManifest(shell.version) : null;
    const address = prerenderedAddressOf(request.url, manifest);
    if (shell && manifest && address) {
      const prerendered = await shellPage(shell.version, `prerendered/${manifest.pages[address]}`);
      if (prerendered)
        return sendPrerenderedPage(request, reply, { html: prerendered }, withGateScriptAllowed(csp, manifest.gateScriptHash));
    }
    // One a promoted area renders per request, with its promoted shell's top bar (ADR 0102).
    const renderService = manifest ? await renderServices.of(promoted) : null;
    const rendered = renderService?.addressOf(request.url);
    const renderedPage = rendered ? await renderService?.page(rendered) : null;
    if (manifest && renderedPage)
      return sendPrerenderedPage(request, reply, renderedPage, withGateScriptAllowed(csp, manifest.gateScriptHash));
    // A share link's page, rendered for the visitor whose token its cookie carries (ADR 0106).
    const visitorPage = manifest && !renderedPage ? await renderService?.visitorPage(request.url, request.headers.cookie) : null;
    if (manifest && visitorPage)
      return sendPrerenderedPage(request, reply, visitorPage, withGateScriptAllowed(csp, manifest.gateScriptHash), { forOneVisitor: true });
    const page = shell ? await shellPage(shell.version) : null;
    if (!page) {
      return reply
        .status(503)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(`No shell is promoted to ${options.environment}: pnpm release:promote ${options.environment} shell <version>`);
    }
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(page);
  };

  /** The shell's page (index.html, or a prerendered page) as this environment serves it; cached per version and file. */
  async function shellPage(version: string, file = 'index.html'): Promise<string | null> {
    const key = `${version}/${file}`;
    const cached = shellPages.get(key);
    if (cached) return cached;
    const html = await storage.get(releaseFileKey('shell', version, file));
    if (!html) return null;
    const page = withRemoteOverridesAllowed(
      shellIndexFor(html.toString('utf8'), `${releasesUrl}/shell/${versionSegment(version)}/`),
      overrides,
    );
    shellPages.set(key, page);
    return page;
  }

  /** The promoted shell's prerendered pages: none for a shell released before ADR 0101, or with no valid manifest. */
  async function prerenderedManifest(version: string): Promise<PrerenderedPagesManifest | null> {
    if (!prerenderedManifests.has(version)) {
      const text = await storage.get(releaseFileKey('shell', version, PRERENDERED_MANIFEST)).catch(() => null);
      prerenderedManifests.set(version, parsePrerenderedManifest(text?.toString('utf8')));
    }
    return prerenderedManifests.get(version) ?? null;
  }

  const renderServices = releasedRenderServices(app, storage, (version) => shellPage(version));

  app.get('/', { schema: { hide: true }, config: { auth: 'public' } }, sendIndex);
  app.decorate('spaFallback', sendIndex);
  app.log.info({ environment: options.environment, releasesUrl, remoteOverrides: overrides }, 'serving a release environment');
});

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json')
    .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

/**
 * The shell's built index.html as an environment serves it: its root-relative scripts and icon (`/main.js`, webpack's
 * html publicPath '/') under the shell's release, and the map named in a meta tag, since the shell's own base URL is
 * now its release's folder (where a remotes.json would be the one built in, not the environment's).
 */
export function shellIndexFor(html: string, shellBase: string): string {
  // The head only: a prerendered page's body (ADR 0101) links to the app's own addresses (`<a href="/signup">`), which
  // stay where they are. `/remotes.json` (the page's preload of the map) stays too: it is the environment's map, the
  // one the meta names.
  const bodyAt = html.search(/<body[\s>]/i);
  const head = bodyAt < 0 ? html : html.slice(0, bodyAt);
  const rest = bodyAt < 0 ? '' : html.slice(bodyAt);
  return (
    head
      .replace(/(\s(?:src|href)=["'])\/(?!\/|remotes\.json["'])/g, `$1${shellBase}`)
      .replace(/<\/head>/i, `<meta name="${REMOTES_META}" content="/remotes.json"></head>`) + rest
  );
}
