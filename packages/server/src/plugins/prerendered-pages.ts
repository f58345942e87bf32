import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The shell's start pages rendered ahead of time by its build (ADR 0101): `prerendered/pages.json` in its dist (or its
 * release) names each address's page and the hash of the page's one inline script, the gate that keeps the signed-out
 * page from anyone signed in (packages/mf-config/src/prerendered-pages.ts writes them).
 */
export const PRERENDERED_MANIFEST = 'prerendered/pages.json';

export interface PrerenderedPagesManifest {
  gateScriptHash: string;
  pages: Record<string, string>;
}

/** One page as it is sent: its HTML, and the build's compressed copies when they are still the same bytes. */
export interface PrerenderedPage {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The manifest, or null when there is none or it is not one (a shell built before ADR 0101: pages as before). */
export function parsePrerenderedManifest(text: string | null | undefined): PrerenderedPagesManifest | null {
  if (!text) return null;
  try {
    const manifest = JSON.parse(text) as Partial<PrerenderedPagesManifest>;
    const pages = manifest.pages;
    if (typeof manifest.gateScriptHash !== 'string' || !/^'sha256-[A-Za-z0-9+/=]+'$/.test(manifest.gateScriptHash)) return null;
    if (!pages || typeof pages !== 'object') return null;
    const valid = Object.entries(pages).every(
      ([address, file]) => /^\/[A-Za-z0-9_-]+$/.test(address) && /^[A-Za-z0-9_-]+\.html$/.test(String(file)),
    );
    return valid ? { gateScriptHash: manifest.gateScriptHash, pages } : null;
  } catch {
    return null;
  }
}

/**
 * The prerendered page's address for a request, or null. Only an address exactly as rendered: a query string
 * (`/login?returnTo=…`) changes what the page shows and links to, so such a request gets the page rendered in the
 * browser, as every page did before.
 */
export function prerenderedAddressOf(url: string, manifest: PrerenderedPagesManifest | null): string | null {
  if (!manifest || url.includes('?') || url.includes('#')) return null;
  return Object.hasOwn(manifest.pages, url) ? url : null;
}

/** The page's Content Security Policy with the gate's inline script allowed, by its hash and nothing else. */
export function withGateScriptAllowed(csp: string, gateScriptHash: string): string {
  return csp.replace(
    /(^|; )script-src ([^;]*)/,
    (_whole, start: string, sources: string) => `${start}script-src ${sources} ${gateScriptHash}`,
  );
}

/** Sends a prerendered page: `no-cache` as the shell's page, in the build's Brotli or gzip copy when the browser takes one. */
export function sendPrerenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
  csp: string,
  { forOneVisitor = false }: { forOneVisitor?: boolean } = {},
) {
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : undefined;
  reply
    .status(200)
    .type('text/html; charset=utf-8')
    // A page rendered for one visitor (ADR 0106) holds what their token opens: no cache, shared or not, may keep it.
    .header('cache-control', forOneVisitor ? 'private, no-store' : 'no-cache')
    .header('vary', forOneVisitor ? 'accept-encoding, cookie' : 'accept-encoding')
    .header('content-security-policy', csp);
  if (body && encoding) return reply.header('content-encoding', encoding).send(body);
  return reply.send(page.html);
}
