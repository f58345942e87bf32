import { type PrefillProfileReply, profileSectionsMessages } from '@fundnet/validation-schema';
import type { Config } from '../../config';
import { unprocessable } from '../../lib/errors';
import { isForbiddenAddress, SafeFetchError, safeFetch } from '../../lib/safe-fetch';

/**
 * POST fund-info/prefill: reads a fund's website server-side and suggests a title, a description and a
 * logo. The server fetches an address a user typed, so it goes through the SSRF guard of lib/safe-fetch
 * (README.md §Prefill): http and https only, no user info, public addresses only (checked at connect
 * time, so DNS rebinding cannot slip through), at most 3 redirects, each hop checked again; 5 s for the
 * whole exchange, at most 1 MB of body read (the rest is ignored), HTML only; no cookies, no credentials.
 *
 * Tests serve pages from 127.0.0.1: the config entry OUTBOUND_FETCH_ALLOW_LOOPBACK=true lets loopback
 * through (only loopback; refused when NODE_ENV is production).
 */

export const PREFILL_TIMEOUT_MS = 5_000;
export const PREFILL_MAX_BYTES = 1024 * 1024;
export const PREFILL_MAX_REDIRECTS = 3;

export interface PrefillPolicy {
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
}

/** The policy of the prefill route, from the loaded configuration (deps.config). */
export function prefillPolicy(config: Pick<Config, 'outboundFetch'>): PrefillPolicy {
  return { allowLoopback: config.outboundFetch.allowLoopback, timeoutMs: PREFILL_TIMEOUT_MS, maxBytes: PREFILL_MAX_BYTES };
}

/** True when the server may connect to `address` (an IPv4 or IPv6 literal). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  return !isForbiddenAddress(address, allowLoopback);
}

// ------------------------------------------------------------------------------------------ fetching

interface Page {
  url: string;
  html: string;
}

const blockedError = () => unprocessable({ websiteUrl: [profileSectionsMessages.prefillBlocked] }, profileSectionsMessages.prefillBlocked);
const unreachableError = () =>
  unprocessable({ websiteUrl: [profileSectionsMessages.prefillUnreachable] }, profileSectionsMessages.prefillUnreachable);

function charsetOf(contentType: string | undefined): string {
  const match = /charset=["']?([\w-]+)/i.exec(contentType ?? '');
  const charset = match?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return 'utf-8';
  }
}

async function fetchPage(start: string, policy: PrefillPolicy): Promise<Page> {
  try {
    const response = await safeFetch(start, {
      timeoutMs: policy.timeoutMs,
      maxBytes: policy.maxBytes,
      // The cap: stop reading (and close the connection) once 1 MB has arrived; parse what we have.
      overflow: 'truncate',
      maxRedirects: PREFILL_MAX_REDIRECTS,
      allowLoopback: policy.allowLoopback,
      acceptContentType: (type) => !type || /html/i.test(type),
      headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'FundnetPrefill/1.0 (+https://fundnet.local)' },
    });
    const html = new TextDecoder(charsetOf(response.headers['content-type'])).decode(response.body);
    return { url: response.url.toString(), html };
  } catch (error) {
    if (error instanceof SafeFetchError && (error.reason === 'blocked' || error.reason === 'unsupported-url')) throw blockedError();
    throw unreachableError();
  }
}

// ------------------------------------------------------------------------------------------ parsing

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return entities[code.toLowerCase()] ?? whole;
  });
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[3] ?? match[4] ?? match[5] ?? '');
  }
  return attributes;
}

const clean = (text: string | undefined | null): string | null => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, 1000) : null;
};

function absolute(href: string | undefined, base: string): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Title, description and logo of an HTML page (regular expressions: only the head's few tags matter). */
export function extractMetadata(html: string, baseUrl: string): PrefillProfileReply {
  const meta: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributesOf(tag);
    const key = (a.property ?? a.name ?? '').toLowerCase();
    if (key && a.content !== undefined && meta[key] === undefined) meta[key] = a.content;
  }
  const icons: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributesOf(tag);
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('apple-touch-icon') && !icons.apple) icons.apple = a.href ?? '';
    else if (rel.includes('icon') && !icons.icon) icons.icon = a.href ?? '';
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  return {
    websiteUrl: baseUrl,
    title: clean(titleTag ? decodeEntities(titleTag) : (meta['og:title'] ?? meta['og:site_name'])),
    description: clean(meta.description ?? meta['og:description'] ?? meta['twitter:description']),
    logo: absolute(meta['og:image'], baseUrl) ?? absolute(icons.apple, baseUrl) ?? absolute(icons.icon, baseUrl),
  };
}

/** Reads the website (with the SSRF guard) and extracts its metadata; 422 on websiteUrl when refused or unreadable. */
export async function prefillFromWebsite(websiteUrl: string, policy: PrefillPolicy): Promise<PrefillProfileReply> {
  const page = await fetchPage(websiteUrl, policy);
  return extractMetadata(page.html, page.url);
}
