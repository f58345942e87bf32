import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * GET of a URL someone else chose (a user, a page's redirect), guarded against server-side request forgery.
 * Used by fund-info/prefill and upload/getByUrl; each maps {@link SafeFetchError.reason} to its own reply.
 *
 * - http and https only; user info (user:password@) refused unless `allowCredentials`;
 * - every address the host name resolves to must be public: loopback, private (RFC 1918), CGNAT,
 *   link-local (cloud metadata at 169.254.169.254), unique-local, multicast, reserved and unspecified
 *   addresses are refused, in IPv4 and IPv6, IPv4-mapped/-compatible and NAT64/6to4/Teredo forms included.
 *   The check runs inside the socket's own DNS lookup, so the address checked is the address connected to
 *   (no DNS-rebinding window); IP literals (which Node connects to without a lookup) are checked first;
 * - redirects followed up to `maxRedirects` (default 3), each hop checked again;
 * - `timeoutMs` for the whole exchange, body included; at most `maxBytes` of body read.
 *
 * `allowLoopback` lets 127.0.0.0/8 and ::1 through (only those): for tests serving pages from 127.0.0.1,
 * fed from the config entry OUTBOUND_FETCH_ALLOW_LOOPBACK, which is refused in production.
 */

// ------------------------------------------------------------------------------------------ address guard

const forbidden = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible (::a.b.c.d)
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT); IPv4-mapped addresses are checked as IPv4 below
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses we cannot check here
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d, in any spelling), else undefined. */
function mappedIpv4(ipv6: string): string | undefined {
  let canonical: string;
  try {
    canonical = new URL(`http://[${ipv6}]/`).hostname; // WHATWG serialisation: [::ffff:7f00:1]
  } catch {
    return undefined;
  }
  const match = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(canonical);
  if (!match) return undefined;
  const high = Number.parseInt(match[1]!, 16);
  const low = Number.parseInt(match[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * True for an address (an IPv4 or IPv6 literal, brackets allowed) a server-side fetch must not reach;
 * anything that is not an IP address is forbidden. Loopback passes only with `allowLoopback`.
 */
export function isForbiddenAddress(address: string, allowLoopback = false): boolean {
  let ip = address.replace(/^\[|\]$/g, '');
  let family = net.isIP(ip);
  if (family === 0) return true;
  if (family === 6) {
    const ipv4 = mappedIpv4(ip);
    if (ipv4) {
      ip = ipv4;
      family = 4;
    }
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  try {
    if (loopback.check(ip, type)) return !allowLoopback;
    return forbidden.check(ip, type);
  } catch {
    return true;
  }
}

// ------------------------------------------------------------------------------------------ errors

/**
 * Why a fetch failed:
 * - `unsupported-url`: not a URL, not http(s), no host, or user info where not allowed;
 * - `blocked`: the host is or resolves to a forbidden address (this hop or a redirect's);
 * - `too-many-redirects`, `timeout`;
 * - `status`: the final answer is not 2xx (a 3xx without Location included), see `status`;
 * - `content-type`: refused by `acceptContentType`;
 * - `too-large`: the body is over `maxBytes` (with `overflow: 'error'`);
 * - `failed`: anything else (refused connection, TLS, reset, bad redirect target…).
 */
export type SafeFetchFailure =
  | 'unsupported-url'
  | 'blocked'
  | 'too-many-redirects'
  | 'timeout'
  | 'status'
  | 'content-type'
  | 'too-large'
  | 'failed';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    /** The HTTP status, for `status` and `content-type`. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`safe fetch failed: ${reason}${status === undefined ? '' : ` (${status})`}`, options);
    this.name = 'SafeFetchError';
  }
}

// ------------------------------------------------------------------------------------------ fetching

export interface SafeFetchOptions {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** Most bytes of body read. */
  maxBytes: number;
  /** `error` (default): a larger body fails with `too-large`; `truncate`: keep the first maxBytes, stop reading. */
  overflow?: 'error' | 'truncate';
  /** Redirects followed (default 3); one more fails with `too-many-redirects`. */
  maxRedirects?: number;
  /** Tests only: let loopback addresses through (never other private ranges). */
  allowLoopback?: boolean;
  /** Allow user:password@ in the URL (sent as Basic auth). Default: refused as `unsupported-url`. */
  allowCredentials?: boolean;
  /** Checked before the body is read (content-type header, '' when absent); false fails with `content-type`. */
  acceptContentType?: (contentType: string) => boolean;
  headers?: Record<string, string>;
  /** POST with this body (webhooks); default a GET without one. */
  method?: 'GET' | 'POST';
  body?: string | Buffer;
  /**
   * Any answer is the result (webhook deliveries log it): no redirect is followed and a non-2xx status is returned,
   * not thrown. The address guard still applies.
   */
  anyStatus?: boolean;
}

export interface SafeFetchResponse {
  /** The address the body finally came from (after redirects). */
  url: URL;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** True when the body was cut at maxBytes (`overflow: 'truncate'`). */
  truncated: boolean;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A dns.lookup that fails with `blocked` when the name resolves to any forbidden address. */
function guardedLookup(allowLoopback: boolean): net.LookupFunction {
  const lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((entry) => isForbiddenAddress(entry.address, allowLoopback))) {
        return callback(new SafeFetchError('blocked'), '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
  return lookup as unknown as net.LookupFunction;
}

function checkTarget(url: URL, options: SafeFetchOptions): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('unsupported-url');
  if ((url.username || url.password) && !options.allowCredentials) throw new SafeFetchError('unsupported-url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new SafeFetchError('unsupported-url');
  // Node connects to an IP literal without calling lookup: check it here.
  if (net.isIP(host) && isForbiddenAddress(host, options.allowLoopback)) throw new SafeFetchError('blocked');
}

function request(url: URL, signal: AbortSignal, options: SafeFetchOptions): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = client.request(url, {
      method: options.method ?? 'GET',
      agent: false,
      signal,
      lookup: guardedLookup(options.allowLoopback ?? false),
      headers: body ? { ...options.headers, 'content-length': String(body.length) } : options.headers,
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end(body);
  });
}

function readBody(response: http.IncomingMessage, signal: AbortSignal, maxBytes: number, truncate: boolean) {
  return new Promise<{ body: Buffer; truncated: boolean }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      settle(() => reject(new SafeFetchError('timeout')));
      response.destroy();
    };
    signal.addEventListener('abort', onAbort);
    response.on('data', (chunk: Buffer) => {
      if (settled) return;
      chunks.push(chunk);
      total += chunk.length;
      if (total <= maxBytes) return;
      if (truncate) settle(() => resolve({ body: Buffer.concat(chunks, total).subarray(0, maxBytes), truncated: true }));
      else settle(() => reject(new SafeFetchError('too-large')));
      response.destroy();
    });
    response.on('end', () => settle(() => resolve({ body: Buffer.concat(chunks, total), truncated: false })));
    response.on('error', (error) => settle(() => reject(error)));
    // Closed before the end without an error event (connection cut mid-body).
    response.on('close', () => settle(() => reject(new SafeFetchError(signal.aborted ? 'timeout' : 'failed'))));
    if (signal.aborted) onAbort();
  });
}

/** GETs (or POSTs) `rawUrl` with the SSRF guard; throws {@link SafeFetchError} when refused or unreadable. */
export async function safeFetch(rawUrl: string | URL, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const { timeoutMs, maxBytes, maxRedirects = 3 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeFetchError('unsupported-url');
  }
  try {
    for (let hop = 0; ; hop++) {
      checkTarget(url, options);
      const response = await request(url, signal, options);
      response.on('error', () => {}); // errors after we are done with a response are of no interest
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && !options.anyStatus) {
        response.destroy();
        if (hop >= maxRedirects) throw new SafeFetchError('too-many-redirects');
        try {
          url = new URL(location, url);
        } catch (error) {
          throw new SafeFetchError('failed', undefined, { cause: error });
        }
        continue;
      }
      if ((status < 200 || status >= 300) && !options.anyStatus) {
        response.destroy();
        throw new SafeFetchError('status', status);
      }
      if (options.acceptContentType && !options.acceptContentType(response.headers['content-type'] ?? '')) {
        response.destroy();
        throw new SafeFetchError('content-type', status);
      }
      const truncate = options.overflow === 'truncate';
      const declared = Number(response.headers['content-length']);
      if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw new SafeFetchError('too-large');
      }
      const { body, truncated } = await readBody(response, signal, maxBytes, truncate);
      return { url, status, headers: response.headers, body, truncated };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted) throw new SafeFetchError('timeout', undefined, { cause: error });
    throw new SafeFetchError('failed', undefined, { cause: error });
  }
}
