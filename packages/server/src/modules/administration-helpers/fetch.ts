import { and, eq, gt, sql } from 'drizzle-orm';
import { helperMessages as text, type UrlMetadata } from '@fundnet/validation-schema';
import type { DbOrTx } from '../profiles';
import { notFound, unprocessable } from '../../lib/errors';
import { SafeFetchError, safeFetch } from '../../lib/safe-fetch';
import { adminFetchCache } from './tables';

/**
 * favicon/{url} and url/metadata: another site read server-side, so every fetch goes through the SSRF guard of
 * lib/safe-fetch (http/https only, public addresses only, checked at connect time and on each redirect; 5 s;
 * bounded bodies). Successful answers are cached in admin_fetch_cache for a day.
 */

export const HELPER_TIMEOUT_MS = 5_000;
export const PAGE_MAX_BYTES = 512 * 1024;
export const ICON_MAX_BYTES = 100 * 1024;
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface FetchPolicy {
  allowLoopback: boolean;
}

/** A bare host becomes https://host; the fragment is dropped (it never reaches the server). */
export function normalizeUrl(raw: string): string {
  const url = new URL(/^https?:\/\//i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`);
  url.hash = '';
  return url.toString();
}

const blocked = () => unprocessable({ url: [text.blocked] }, text.blocked);
const unreachable = () => unprocessable({ url: [text.unreachable] }, text.unreachable);

async function cached<T>(db: DbOrTx, kind: 'favicon' | 'metadata', url: string): Promise<(T & { fetchedAt: string }) | null> {
  const [row] = await db
    .select()
    .from(adminFetchCache)
    .where(and(eq(adminFetchCache.kind, kind), eq(adminFetchCache.url, url), gt(adminFetchCache.expiresAt, sql`now()`)))
    .limit(1);
  return row ? ({ ...(row.value as T), fetchedAt: row.fetchedAt.toISOString() } as T & { fetchedAt: string }) : null;
}

async function store(db: DbOrTx, kind: 'favicon' | 'metadata', url: string, value: Record<string, unknown>): Promise<Date> {
  const fetchedAt = new Date();
  const expiresAt = new Date(fetchedAt.getTime() + CACHE_TTL_MS);
  await db
    .insert(adminFetchCache)
    .values({ kind, url, value, fetchedAt, expiresAt })
    .onConflictDoUpdate({ target: [adminFetchCache.kind, adminFetchCache.url], set: { value, fetchedAt, expiresAt } });
  return fetchedAt;
}

async function fetchPage(url: string, policy: FetchPolicy) {
  try {
    const response = await safeFetch(url, {
      timeoutMs: HELPER_TIMEOUT_MS,
      maxBytes: PAGE_MAX_BYTES,
      overflow: 'truncate',
      maxRedirects: 3,
      allowLoopback: policy.allowLoopback,
      acceptContentType: (type) => !type || /html/i.test(type),
      headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'FundnetAdmin/1.0 (+https://fundnet.local)' },
    });
    return { finalUrl: response.url.toString(), html: response.body.toString('utf8') };
  } catch (error) {
    if (error instanceof SafeFetchError && (error.reason === 'blocked' || error.reason === 'unsupported-url')) throw blocked();
    throw unreachable();
  }
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    result[match[1]!.toLowerCase()] = match[3] ?? match[4] ?? match[5] ?? '';
  }
  return result;
}

const absolute = (href: string | undefined, base: string) => {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** Title, description, site name, image and icon of an HTML page (meta and link tags in its head). */
export function parseMetadata(html: string, base: string) {
  const head = html.slice(0, 200_000);
  const metas = [...head.matchAll(/<meta\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const meta = (...names: string[]) => {
    for (const name of names) {
      const found = metas.find((m) => (m.property ?? m.name ?? '').toLowerCase() === name && m.content);
      if (found) return decodeEntities(found.content!).slice(0, 500) || null;
    }
    return null;
  };
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const icon =
    links.find((l) => /(^|\s)(icon|shortcut icon)(\s|$)/i.test(l.rel ?? '') && l.href) ??
    links.find((l) => /apple-touch-icon/i.test(l.rel ?? '') && l.href);
  return {
    title: meta('og:title') ?? (title ? decodeEntities(title).slice(0, 300) || null : null),
    description: meta('og:description', 'description', 'twitter:description'),
    siteName: meta('og:site_name'),
    imageUrl: absolute(meta('og:image', 'twitter:image') ?? undefined, base),
    faviconUrl: absolute(icon?.href, base) ?? absolute('/favicon.ico', base),
  };
}

/** GET administration/url/metadata: the page's metadata, from the cache when fetched in the last day. */
export async function urlMetadata(db: DbOrTx, rawUrl: string, policy: FetchPolicy): Promise<UrlMetadata> {
  const url = normalizeUrl(rawUrl);
  const hit = await cached<Omit<UrlMetadata, 'fetchedAt'>>(db, 'metadata', url);
  if (hit) return hit;
  const page = await fetchPage(url, policy);
  const value = { url, finalUrl: page.finalUrl, ...parseMetadata(page.html, page.finalUrl) };
  const fetchedAt = await store(db, 'metadata', url, value);
  return { ...value, fetchedAt: fetchedAt.toISOString() };
}

export interface Favicon {
  contentType: string;
  body: Buffer;
  fetchedAt: string;
}

async function fetchIcon(url: string, policy: FetchPolicy) {
  const response = await safeFetch(url, {
    timeoutMs: HELPER_TIMEOUT_MS,
    maxBytes: ICON_MAX_BYTES,
    maxRedirects: 3,
    allowLoopback: policy.allowLoopback,
    // SVG can carry scripts: raster icons only.
    acceptContentType: (type) => /^image\/(png|x-icon|vnd\.microsoft\.icon|gif|jpeg|webp)/i.test(type),
    headers: { accept: 'image/*', 'user-agent': 'FundnetAdmin/1.0 (+https://fundnet.local)' },
  });
  return { contentType: String(response.headers['content-type']).split(';')[0]!.trim(), body: response.body };
}

/**
 * GET administration/favicon/{url}: the site's icon (its <link rel=icon>, else /favicon.ico), served from our
 * server so browsers never call the third party; cached for a day. 404 when it has none.
 */
export async function favicon(db: DbOrTx, rawUrl: string, policy: FetchPolicy): Promise<Favicon> {
  const url = normalizeUrl(rawUrl);
  const hit = await cached<{ contentType: string; base64: string }>(db, 'favicon', url);
  if (hit) return { contentType: hit.contentType, body: Buffer.from(hit.base64, 'base64'), fetchedAt: hit.fetchedAt };
  const page = await fetchPage(url, policy).catch(async (error: unknown) => {
    // A site whose home page is not HTML may still have /favicon.ico; a blocked address stays blocked.
    if (error instanceof Error && (error as { fieldErrors?: Record<string, string[]> }).fieldErrors?.url?.[0] === text.blocked) throw error;
    return null;
  });
  const candidates = [
    page ? parseMetadata(page.html, page.finalUrl).faviconUrl : null,
    new URL('/favicon.ico', page?.finalUrl ?? url).toString(),
  ].filter((candidate, i, all): candidate is string => Boolean(candidate) && all.indexOf(candidate) === i);
  for (const candidate of candidates) {
    try {
      const icon = await fetchIcon(candidate, policy);
      if (icon.body.length === 0) continue;
      const fetchedAt = await store(db, 'favicon', url, { contentType: icon.contentType, base64: icon.body.toString('base64') });
      return { ...icon, fetchedAt: fetchedAt.toISOString() };
    } catch (error) {
      if (error instanceof SafeFetchError && error.reason === 'blocked') throw blocked();
    }
  }
  throw notFound(text.noFavicon);
}
