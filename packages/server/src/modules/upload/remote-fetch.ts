import type { IncomingHttpHeaders } from 'node:http';
import { fileTooLargeMessage, uploadMessages as text, urlStatusMessage } from '@fundnet/validation-schema';
import { unprocessable } from '../../lib/errors';
import { SafeFetchError, safeFetch } from '../../lib/safe-fetch';
import { payloadTooLarge } from './inspect';

export { isForbiddenAddress } from '../../lib/safe-fetch';

/**
 * Downloads a file for upload/getByUrl through the SSRF guard of lib/safe-fetch: http(s) only; every
 * address the host name resolves to (at connect time, so DNS rebinding cannot swap it afterwards) must be
 * public; redirects are followed (at most 3), each hop checked again. 10 s in all; at most `maxBytes`.
 */

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

function fileNameOf(headers: IncomingHttpHeaders, url: URL): string {
  const disposition = headers['content-disposition'] ?? '';
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

function toAppError(error: SafeFetchError, maxBytes: number) {
  switch (error.reason) {
    case 'unsupported-url':
      return urlError(text.urlInvalid);
    case 'blocked':
      return urlError(text.urlNotAllowed);
    case 'too-many-redirects':
      return urlError(text.urlTooManyRedirects);
    case 'timeout':
      return urlError(text.urlTimeout);
    case 'status':
      return urlError(urlStatusMessage(error.status ?? 0));
    case 'too-large':
      return payloadTooLarge(fileTooLargeMessage(maxBytes));
    default:
      return urlError(text.urlFailed);
  }
}

export async function downloadRemoteFile(rawUrl: string, options: RemoteFetchOptions): Promise<RemoteFile> {
  const { maxBytes, allowLoopback, timeoutMs = 10_000, maxRedirects = 3 } = options;
  try {
    const response = await safeFetch(rawUrl, {
      timeoutMs,
      maxBytes,
      maxRedirects,
      allowLoopback,
      // The upload form accepts user info in the address (sent as Basic auth), as before.
      allowCredentials: true,
      headers: { 'user-agent': 'FundnetFileFetcher/1.0', accept: '*/*', 'accept-encoding': 'identity' },
    });
    return { buffer: response.body, fileName: fileNameOf(response.headers, response.url), url: response.url.toString() };
  } catch (error) {
    if (error instanceof SafeFetchError) throw toAppError(error, maxBytes);
    throw urlError(text.urlFailed);
  }
}
