import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { BlockList } from 'node:net';
import { fileTooLargeMessage, uploadMessages as text, urlStatusMessage } from '@fundnet/validation-schema';
import { AppError, unprocessable } from '../../lib/errors';
import { payloadTooLarge } from './inspect';

/**
 * Downloads a file for upload/getByUrl, guarded against server-side request forgery: http(s) only;
 * every address the host name resolves to (at connect time, so DNS rebinding cannot swap it
 * afterwards) must be public: no loopback, private, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast or reserved ranges, in IPv4 or IPv6 (mapped addresses included).
 * Redirects are followed (at most 3), each hop checked again. 10 s in all; at most `maxBytes`.
 */

const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
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
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses we cannot check here
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for an address a server-side fetch must not reach (loopback allowed only for tests). */
export function isForbiddenAddress(address: string, allowLoopback = false): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  try {
    if (allowLoopback && loopback.check(address, type)) return false;
    // BlockList matches IPv4-mapped IPv6 (::ffff:a.b.c.d) against the IPv4 ranges.
    return forbidden.check(address, type);
  } catch {
    return true;
  }
}

class ForbiddenAddressError extends Error {
  constructor(host: string) {
    super(`refused to connect to ${host}: not a public address`);
    this.name = 'ForbiddenAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A dns.lookup that refuses host names resolving to any forbidden address. */
function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((entry) => isForbiddenAddress(entry.address, allowLoopback))) {
        return callback(new ForbiddenAddressError(hostname), '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export interface RemoteFile {
  buffer: Buffer;
  /** From Content-Disposition, else the last path segment of the final URL. */
  fileName: string;
  /** The URL the file finally came from (after redirects). */
  url: string;
}

export interface RemoteFetchOptions {
  maxBytes: number;
  allowLoopback: boolean;
  timeoutMs?: number;
  maxRedirects?: number;
}

const urlError = (message: string) => unprocessable({ url: [message] });

function checkTarget(url: URL, allowLoopback: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw urlError(text.urlInvalid);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw urlError(text.urlInvalid);
  // Node connects to an IP literal without calling lookup: check it here.
  if (net.isIP(host) && isForbiddenAddress(host, allowLoopback)) throw urlError(text.urlNotAllowed);
}

function get(url: URL, signal: AbortSignal, allowLoopback: boolean): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      signal,
      lookup: guardedLookup(allowLoopback) as unknown as net.LookupFunction,
      headers: { 'user-agent': 'FundnetFileFetcher/1.0', accept: '*/*', 'accept-encoding': 'identity' },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

function fileNameOf(response: http.IncomingMessage, url: URL): string {
  const disposition = response.headers['content-disposition'] ?? '';
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const name = extended ? decode(extended.trim()) : (plain?.[1] ?? plain?.[2])?.trim();
  return name || decode(url.pathname.split('/').pop() ?? '') || 'download';
}

export async function downloadRemoteFile(rawUrl: string, options: RemoteFetchOptions): Promise<RemoteFile> {
  const { maxBytes, allowLoopback, timeoutMs = 10_000, maxRedirects = 3 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw urlError(text.urlInvalid);
  }
  try {
    for (let hop = 0; ; hop++) {
      checkTarget(url, allowLoopback);
      const response = await get(url, signal, allowLoopback);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw urlError(text.urlTooManyRedirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw urlError(urlStatusMessage(status));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw payloadTooLarge(fileTooLargeMessage(maxBytes));
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes) {
          response.destroy();
          throw payloadTooLarge(fileTooLargeMessage(maxBytes));
        }
        chunks.push(chunk);
      }
      return { buffer: Buffer.concat(chunks, total), fileName: fileNameOf(response, url), url: url.toString() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ForbiddenAddressError) throw urlError(text.urlNotAllowed);
    if (signal.aborted) throw urlError(text.urlTimeout);
    throw urlError(text.urlFailed);
  }
}
