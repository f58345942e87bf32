import { type SessionStore, sessionStore } from '../session/session-store';
import { applyCallHeaders, DEFAULT_API_VERSION } from './call-headers';
import { documentCookies } from './request-context';

/**
 * Reads a page needs first, started by the shell's first script while the page's code still downloads, and handed to
 * the page's own call when it is made (issue 33, ADR 0095). Without them a fund's public page asked for its profile
 * only after the shell, the area's entry and the page's chunks had run: one more round trip after all the scripts,
 * before the largest paint.
 *
 * An early read is a GET with exactly the headers the client would send (call-headers.ts: the token, the active
 * profile, `hutk`, the API version). The client's call takes it only when its method, address and every header are the
 * same, once, and within `EARLY_READ_TTL_MS` of its start; anything else (a login in between, another profile, a read
 * the page no longer makes) leaves the call to make its own request. The early reads assume the client's default base
 * address (the page's origin), as the built platform serves it.
 *
 * This module imports no ky and no React: the shell's first script (a few KB every page downloads first) imports it.
 * Its map must be one on the page: it is reached only through `http/api-client.ts` (a singleton the shell offers the
 * remotes, mf-config's `apiClientCore`) and the shell's own first script, both in the shell's build.
 */

/** How long an early read waits to be taken: a page makes its first reads in its first render; an older one is stale. */
export const EARLY_READ_TTL_MS = 30_000;

export interface EarlyReadOptions {
  /** Where the token and the active profile come from (default: the shared `sessionStore`, as the client's). */
  session?: SessionStore;
  /** The cookie string `hutk` is read from (default: `document.cookie`). */
  cookies?: () => string;
  /** The fetch to use (default: `globalThis.fetch`). */
  fetch?: typeof fetch;
  /** The address the path is resolved against (default: the page's). */
  base?: string;
  now?: () => number;
}

interface EarlyRead {
  headers: Headers;
  response: Promise<Response>;
  startedAt: number;
}

/** Started reads not taken yet, by absolute URL. */
const started = new Map<string, EarlyRead>();

const headerLines = (headers: Headers) => [...headers].map(([name, value]) => `${name}: ${value}`).sort();

function sameHeaders(a: Headers, b: Headers): boolean {
  const [left, right] = [headerLines(a), headerLines(b)];
  return left.length === right.length && left.every((line, i) => line === right[i]);
}

/** Starts a GET of `path` (an API path: `api/…`) now, for the page's own call to take over. A second start of the same address is ignored. */
export function readEarly(path: `api/${string}`, options: EarlyReadOptions = {}): void {
  const url = new URL(`/${path}`, options.base ?? globalThis.location.href).href;
  if (started.has(url)) return;
  const headers = new Headers({ accept: 'application/json', 'x-api-version': String(DEFAULT_API_VERSION) });
  applyCallHeaders(headers, {}, options.session ?? sessionStore, options.cookies ?? documentCookies);
  const response = (options.fetch ?? globalThis.fetch)(url, { headers, credentials: 'include' });
  response.catch(() => undefined); // a failed read is the call's to repeat, not an unhandled rejection
  started.set(url, { headers, response, startedAt: (options.now ?? Date.now)() });
}

/**
 * The early answer to `request`, once: only a GET to the same address with the same headers, started less than
 * `EARLY_READ_TTL_MS` ago (otherwise undefined, and the read is dropped: a later visit to the same address in the app
 * asks afresh).
 */
export function takeEarlyRead(request: Request, now: number = Date.now()): Promise<Response> | undefined {
  const read = started.get(request.url);
  if (!read || request.method !== 'GET') return undefined;
  started.delete(request.url);
  if (now - read.startedAt > EARLY_READ_TTL_MS || !sameHeaders(read.headers, request.headers)) return undefined;
  return read.response;
}

/** Drops every read not taken (tests). */
export function clearEarlyReads(): void {
  started.clear();
}
