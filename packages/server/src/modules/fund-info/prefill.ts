import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { fundInfoMessages, type PrefillFundReply } from '@fundnet/validation-schema';
import { unprocessable } from '../../lib/errors';

/**
 * POST fund-info/prefill: reads a fund's website server-side and suggests a title, a description and a
 * logo. The server fetches an address a user typed, so it guards against SSRF (README.md §Prefill):
 *
 * - http and https only, no user info, at most 3 redirects, each hop checked again;
 * - every address the host name resolves to must be public: loopback, private (RFC 1918), CGNAT,
 *   link-local (cloud metadata 169.254.169.254), unique-local, multicast, reserved and unspecified
 *   addresses are refused. The check runs in the socket's own DNS lookup, so the address checked is the
 *   address connected to (no DNS-rebinding window); IP literals are checked before connecting;
 * - 5 s for the whole exchange, at most 1 MB of body read, HTML only; no cookies, no credentials.
 *
 * Tests serve pages from 127.0.0.1: FUNDNET_PREFILL_ALLOW_LOOPBACK=true lets loopback through (only
 * loopback, and never when NODE_ENV is production).
 */

export const PREFILL_TIMEOUT_MS = 5_000;
export const PREFILL_MAX_BYTES = 1024 * 1024;
export const PREFILL_MAX_REDIRECTS = 3;

export interface PrefillPolicy {
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export function prefillPolicyFromEnv(nodeEnv: string): PrefillPolicy {
  return {
    allowLoopback: nodeEnv !== 'production' && process.env.FUNDNET_PREFILL_ALLOW_LOOPBACK === 'true',
    timeoutMs: PREFILL_TIMEOUT_MS,
    maxBytes: PREFILL_MAX_BYTES,
  };
}

// ------------------------------------------------------------------------------------------ address guard

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True when the server may connect to `address` (an IPv4 or IPv6 literal). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  let ip = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  const family = net.isIP(ip);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, type)) return allowLoopback;
  if (family === 6 && /^::ffff:/i.test(ip)) return false;
  return !blocked.check(ip, type);
}

class BlockedAddressError extends Error {
  constructor() {
    super('blocked address');
  }
}

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return (callback as (e: Error) => void)(error);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((a) => !isPublicAddress(a.address, allowLoopback))) {
        return (callback as (e: Error) => void)(new BlockedAddressError());
      }
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return (callback as (e: null, a: string, f: number) => void)(null, list[0]!.address, list[0]!.family);
    });
  };
}

// ------------------------------------------------------------------------------------------ fetching

interface Page {
  url: string;
  html: string;
}

const blockedError = () => unprocessable({ websiteUrl: [fundInfoMessages.prefillBlocked] }, fundInfoMessages.prefillBlocked);
const unreachableError = () => unprocessable({ websiteUrl: [fundInfoMessages.prefillUnreachable] }, fundInfoMessages.prefillUnreachable);

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

/** One GET without following redirects: status, location, and at most maxBytes of an HTML body. */
function getOnce(url: URL, policy: PrefillPolicy, deadline: number): Promise<{ status: number; location?: string; html?: string }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !isPublicAddress(host, policy.allowLoopback)) return reject(new BlockedAddressError());
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new Error('timeout'));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      lookup: guardedLookup(policy.allowLoopback),
      headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': 'FundnetPrefill/1.0 (+https://fundnet.local)' },
      agent: false,
    });
    const timer = setTimeout(() => request.destroy(new Error('timeout')), remaining);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        clearTimeout(timer);
        response.resume();
        request.destroy();
        return resolve({ status, location: response.headers.location });
      }
      const type = response.headers['content-type'] ?? '';
      if (status < 200 || status >= 300 || (type && !/html/i.test(type))) {
        clearTimeout(timer);
        response.resume();
        request.destroy();
        return resolve({ status });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        const body = Buffer.concat(chunks).subarray(0, policy.maxBytes);
        resolve({ status, html: new TextDecoder(charsetOf(type)).decode(body) });
      };
      response.on('data', (chunk: Buffer) => {
        if (done) return;
        chunks.push(chunk);
        size += chunk.length;
        // The cap: stop reading (and close the connection) once 1 MB has arrived; parse what we have.
        if (size >= policy.maxBytes) {
          finish();
          request.destroy();
        }
      });
      response.on('end', finish);
      response.on('aborted', finish);
      response.on('error', (error) => {
        if (!done) {
          clearTimeout(timer);
          reject(error);
        }
      });
    });
    request.end();
  });
}

async function fetchPage(start: string, policy: PrefillPolicy): Promise<Page> {
  const deadline = Date.now() + policy.timeoutMs;
  let url = new URL(start);
  for (let hop = 0; hop <= PREFILL_MAX_REDIRECTS; hop++) {
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw blockedError();
    let result: Awaited<ReturnType<typeof getOnce>>;
    try {
      result = await getOnce(url, policy, deadline);
    } catch (error) {
      if (error instanceof BlockedAddressError) throw blockedError();
      throw unreachableError();
    }
    if (result.location !== undefined) {
      try {
        url = new URL(result.location, url);
      } catch {
        throw unreachableError();
      }
      continue;
    }
    if (result.html === undefined) throw unreachableError();
    return { url: url.toString(), html: result.html };
  }
  throw unreachableError();
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
export function extractMetadata(html: string, baseUrl: string): PrefillFundReply {
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
export async function prefillFromWebsite(websiteUrl: string, policy: PrefillPolicy): Promise<PrefillFundReply> {
  const page = await fetchPage(websiteUrl, policy);
  return extractMetadata(page.html, page.url);
}
