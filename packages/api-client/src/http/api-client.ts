import ky, { type HTTPError, type KyInstance, type NormalizedOptions, type Options as KyOptions, type RetryOptions } from 'ky';
import { ApiCancelError, ApiError, apiErrorFromResponse, networkError, rememberErrorBody, toApiError } from '../errors/api-error';
import { type ActiveProfile, type SessionStore, sessionStore } from '../session/session-store';
import { documentCookies, isHeaderSafe, isLoginCall, readCookie, toPrefixUrl } from './request-context';
import { xhrUpload } from './upload';

/** Every call path is relative to the base address and starts with 'api/'. */
export type ApiPath = `api/${string}`;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

/** Per-call options: ky's options (json, searchParams, headers, signal, timeout, body...) plus ours. */
export interface ApiCallOptions extends Omit<KyOptions, 'method' | 'prefixUrl' | 'retry' | 'throwHttpErrors' | 'fetch'> {
  /**
   * The profile this call acts as (meta-profile-id / meta-profile-type headers).
   * Default: the session's active profile, if any. `false`: send no profile headers.
   */
  profile?: ActiveProfile | false;
  /** `x-api-version` for this call (default: the client's `apiVersion`). */
  apiVersion?: number | string;
  /**
   * Whether a 401 reply ends the session (token cleared, subscribers told 'expired').
   * Default true, except for the login calls (auth/login, auth/admin/login).
   */
  expireSessionOnUnauthorized?: boolean;
}

/** An upload: a multipart form (or a Blob) sent with progress; the same profile, version and expiry rules as a call. */
export interface ApiUploadOptions extends Pick<ApiCallOptions, 'profile' | 'apiVersion' | 'expireSessionOnUnauthorized'> {
  body: FormData | Blob;
  method?: 'post' | 'put' | 'patch';
  /** Called with 0..1 while the body is sent. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects the upload with ApiCancelError. */
  signal?: AbortSignal;
  /** Milliseconds (default: the client's timeout); false = never. */
  timeout?: number | false;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /**
   * The API endpoint WITHOUT the trailing '/api' (e.g. 'https://api.fundnet.example');
   * '' (default) = the page's own origin.
   */
  baseUrl?: string;
  /** Sent as `x-api-version` (default 1). */
  apiVersion?: number | string;
  /** Milliseconds before a call fails with a timeout ApiError (default 30 000); false = never. */
  timeout?: number | false;
  /** The fetch to use (default: `globalThis.fetch` at request time). */
  fetch?: typeof fetch;
  /** Where the token and the active profile come from (default: the shared `sessionStore`). */
  session?: SessionStore;
  /**
   * ky retries, off by default (react-query owns retrying reads). When set, they apply to
   * idempotent methods only (get, head, options, put, delete): never post or patch.
   */
  retry?: number | RetryOptions;
  /** The cookie string the `hutk` header is read from (default: `document.cookie`). */
  cookies?: () => string;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /** Makes the XMLHttpRequest uploads use (default: `new XMLHttpRequest()` at request time). */
  xhr?: () => XMLHttpRequest;
}

export interface ApiClient {
  /**
   * The configured ky instance (base address, headers, credentials, session expiry), for replies
   * that are not JSON (downloads: `.blob()`). It throws ky's errors: pass them to `toApiError`,
   * or prefer `raw()`, which throws ApiError.
   */
  readonly ky: KyInstance;
  /** The options this client was built with (after `configure`). */
  readonly options: Readonly<ApiClientOptions>;
  /** Changes options (e.g. the shell sets `baseUrl` from its build setting at start-up). */
  configure(options: ApiClientOptions): void;
  /** A call whose JSON reply is returned; 204 or an empty body → undefined. Failures throw ApiError. */
  request<T>(method: HttpMethod, path: ApiPath, options?: ApiCallOptions): Promise<T>;
  get<T>(path: ApiPath, options?: ApiCallOptions): Promise<T>;
  post<T>(path: ApiPath, options?: ApiCallOptions): Promise<T>;
  put<T>(path: ApiPath, options?: ApiCallOptions): Promise<T>;
  patch<T>(path: ApiPath, options?: ApiCallOptions): Promise<T>;
  delete<T>(path: ApiPath, options?: ApiCallOptions): Promise<T>;
  /** The raw Response of a successful call (for blobs, streams, headers); failures throw ApiError. */
  raw(method: HttpMethod, path: ApiPath, options?: ApiCallOptions): Promise<Response>;
  /**
   * Sends a file with upload progress (XMLHttpRequest: fetch reports none) and returns the JSON reply like
   * `request`. A 401 ends the session as for any call; an abort rejects with ApiCancelError. Failures throw ApiError.
   */
  upload<T>(path: ApiPath, options: ApiUploadOptions): Promise<T>;
}

export const DEFAULT_API_VERSION = 1;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const HUBSPOT_COOKIE = 'hubspotutk';

const idempotentMethods = ['get', 'head', 'options', 'put', 'delete', 'trace'];
const ownOptionKeys = ['profile', 'apiVersion', 'expireSessionOnUnauthorized'] as const;

function retryFor(retry: ApiClientOptions['retry']): RetryOptions {
  if (retry === undefined) return { limit: 0 };
  const options = typeof retry === 'number' ? { limit: retry } : retry;
  const methods = (options.methods ?? idempotentMethods).filter((method) => idempotentMethods.includes(method.toLowerCase()));
  return { ...options, methods };
}

/** Reads a reply body once: JSON when it parses, otherwise the text; undefined when empty. */
async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readJson<T>(method: HttpMethod, response: Response): Promise<T> {
  if (method === 'head' || response.status === 204 || response.status === 205) return undefined as T;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw toApiError(error);
  }
  return parseReply<T>(response.status, response.headers.get('content-type') ?? '', text);
}

/** A reply's text as JSON when its type says so, the text otherwise; undefined when empty. */
function parseReply<T>(status: number, type: string, text: string): T {
  if (text === '' || status === 204 || status === 205) return undefined as T;
  if (!/[/+]json\b/i.test(type)) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError({
      kind: 'parse',
      status,
      error: 'Invalid Response',
      message: 'The server reply could not be read',
      body: text,
      cause: error,
    });
  }
}

function assertApiPath(path: string): void {
  if (!path.startsWith('api/')) {
    throw new TypeError(`API paths start with 'api/' (no leading slash, no base address): got '${path}'`);
  }
}

type CallOptions = NormalizedOptions & Pick<ApiCallOptions, (typeof ownOptionKeys)[number]>;
type OwnOptions = Pick<ApiCallOptions, (typeof ownOptionKeys)[number]>;

/** What every call carries (ky's calls and uploads alike): version, token, hutk, the profile it acts as. */
function applyCallHeaders(headers: Headers, call: OwnOptions, session: SessionStore, cookies: () => string): void {
  if (call.apiVersion !== undefined) headers.set('x-api-version', String(call.apiVersion));

  const token = session.getToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);

  const hutk = readCookie(cookies(), HUBSPOT_COOKIE);
  if (hutk && isHeaderSafe(hutk) && !headers.has('hutk')) headers.set('hutk', hutk);

  if (call.profile === false) {
    headers.delete('meta-profile-id');
    headers.delete('meta-profile-type');
  } else if (!headers.has('meta-profile-id')) {
    const profile = call.profile ?? session.getActiveProfile();
    if (profile) {
      headers.set('meta-profile-id', String(profile.id));
      headers.set('meta-profile-type', profile.type);
    }
  }
}

/** A 401 ends the session, unless the call said not to or was a login; only the token this request carried is ended (a newer login stays). */
function expireOnUnauthorized(session: SessionStore, call: OwnOptions, url: string, sent: Headers, status: number): void {
  if (status !== 401) return;
  if (call.expireSessionOnUnauthorized === false || isLoginCall(url)) return;
  const token = session.getToken();
  if (token && sent.get('authorization') === `Bearer ${token}`) session.expireSession();
}

function buildKy(options: ApiClientOptions): KyInstance {
  const session = options.session ?? sessionStore;
  const cookies = options.cookies ?? documentCookies;
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;

  // The real fetch, looked up at request time, with its failures turned into ApiErrors:
  // an aborted signal → ApiCancelError('Request aborted'), anything else → network error.
  const guardedFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const fetchInit: Record<string, unknown> | undefined = init ? { ...init } : undefined;
    for (const key of ownOptionKeys) delete fetchInit?.[key];
    try {
      const realFetch = options.fetch ?? globalThis.fetch;
      return await realFetch(input, fetchInit as RequestInit | undefined);
    } catch (error) {
      const signal = init?.signal ?? (typeof input === 'object' && 'signal' in input ? input.signal : undefined);
      if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw new ApiCancelError(error);
      throw networkError(error);
    }
  };

  return ky.create({
    prefixUrl: toPrefixUrl(options.baseUrl),
    credentials: 'include',
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    retry: retryFor(options.retry),
    fetch: guardedFetch,
    headers: { accept: 'application/json', ...options.headers, 'x-api-version': String(apiVersion) },
    hooks: {
      beforeRequest: [
        (request, normalized) => {
          applyCallHeaders(request.headers, normalized as CallOptions, session, cookies);
        },
      ],
      afterResponse: [
        (request, normalized, response) => {
          expireOnUnauthorized(session, normalized as CallOptions, request.url, request.headers, response.status);
        },
      ],
      beforeError: [
        async (error: HTTPError) => {
          rememberErrorBody(error, await readErrorBody(error.response.clone()).catch(() => undefined));
          return error;
        },
      ],
    },
  });
}

/** Builds an API client: a configured ky instance plus typed JSON calls that throw ApiError. */
export function createApiClient(initialOptions: ApiClientOptions = {}): ApiClient {
  let options: ApiClientOptions = { ...initialOptions };
  let instance = buildKy(options);

  const raw = async (method: HttpMethod, path: ApiPath, callOptions: ApiCallOptions = {}): Promise<Response> => {
    assertApiPath(path);
    try {
      return await instance(path, { ...callOptions, method });
    } catch (error) {
      throw toApiError(error);
    }
  };

  const request = async <T>(method: HttpMethod, path: ApiPath, callOptions?: ApiCallOptions): Promise<T> =>
    readJson<T>(method, await raw(method, path, callOptions));

  const upload = async <T>(path: ApiPath, upload: ApiUploadOptions): Promise<T> => {
    assertApiPath(path);
    const session = options.session ?? sessionStore;
    const url = `${toPrefixUrl(options.baseUrl)}${path}`;
    const headers = new Headers({ accept: 'application/json', ...options.headers, ...upload.headers });
    headers.set('x-api-version', String(options.apiVersion ?? DEFAULT_API_VERSION));
    applyCallHeaders(headers, upload, session, options.cookies ?? documentCookies);
    const reply = await xhrUpload({
      method: (upload.method ?? 'post').toUpperCase() as 'POST' | 'PUT' | 'PATCH',
      url,
      headers,
      body: upload.body,
      onProgress: upload.onProgress,
      signal: upload.signal,
      timeout: upload.timeout ?? options.timeout ?? DEFAULT_TIMEOUT_MS,
      xhr: options.xhr,
    });
    expireOnUnauthorized(session, upload, url, headers, reply.status);
    if (reply.status < 200 || reply.status >= 300) {
      let body: unknown = reply.text === '' ? undefined : reply.text;
      try {
        body = reply.text === '' ? undefined : (JSON.parse(reply.text) as unknown);
      } catch {
        // not JSON: the text is the body
      }
      throw apiErrorFromResponse(reply.status, body);
    }
    return parseReply<T>(reply.status, reply.contentType, reply.text);
  };

  return {
    get ky() {
      return instance;
    },
    get options() {
      return options;
    },
    configure(next) {
      options = { ...options, ...next };
      instance = buildKy(options);
    },
    raw,
    request,
    upload,
    get: <T>(path: ApiPath, callOptions?: ApiCallOptions) => request<T>('get', path, callOptions),
    post: <T>(path: ApiPath, callOptions?: ApiCallOptions) => request<T>('post', path, callOptions),
    put: <T>(path: ApiPath, callOptions?: ApiCallOptions) => request<T>('put', path, callOptions),
    patch: <T>(path: ApiPath, callOptions?: ApiCallOptions) => request<T>('patch', path, callOptions),
    delete: <T>(path: ApiPath, callOptions?: ApiCallOptions) => request<T>('delete', path, callOptions),
  };
}

/** The app's API client; the shell calls `apiClient.configure({ baseUrl })` once at start-up. */
export const apiClient: ApiClient = createApiClient();
