import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation that matched no file with the shell's index.html (client-side routes). */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

export interface StaticWebOptions {
  /** The workspace root holding shell/dist and mfe-*\/dist. */
  webRoot: string;
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
  const csp = contentSecurityPolicy(path.join(shellDist, 'remotes.json'));
  const indexHtml = readFileSync(path.join(shellDist, 'index.html'));

  // Source maps are for error tracking, never for visitors (issue 9.5): production builds write them outside dist/
  // (packages/mf-config), and a .map left in a served folder (an old build) still answers 404, before any file is read.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api') || !safeDecode(pathname).toLowerCase().endsWith('.map')) return;
    return reply
      .status(404)
      .type('application/json')
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${pathname} not found` });
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    index: false,
    setHeaders: (res, filePath) => cacheHeaders(res, filePath),
  });
  for (const folder of remoteFolders) {
    await app.register(fastifyStatic, {
      root: path.join(options.webRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      setHeaders: (res, filePath) => cacheHeaders(res, filePath),
    });
  }

  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(indexHtml);
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.decorate('spaFallback', sendIndex);
  app.log.info({ remotes: remoteFolders }, 'serving the web app');
});

/** The path as the static server will read it (`%2Emap` is `.map`); undecodable paths are left as they are. */
function safeDecode(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // Hashed chunks never change; entries, manifests and remotes.json must be revalidated.
  const hashed = /\.[0-9a-f]{8}\.(js|css|png|svg|woff2?)$/.test(filePath);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Scripts may come from this origin and from any origin remotes.json names (a CDN). */
function contentSecurityPolicy(remotesJsonPath: string) {
  const origins = new Set<string>();
  try {
    const remotes = JSON.parse(readFileSync(remotesJsonPath, 'utf8')) as Record<string, string>;
    for (const url of Object.values(remotes)) {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    }
  } catch {
    // No remotes.json: same-origin only.
  }
  const extra = [...origins].join(' ');
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
