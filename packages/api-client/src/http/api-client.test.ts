/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The client against a real HTTP server, in a DOM (storages and cookies) with Node's own fetch.
import { ApiCancelError, ApiError, type ApiErrorKind, isApiCancelError, isApiError, toApiError } from '../errors/api-error';
import { NETWORK_ERROR, errorCatalogue } from '../errors/error-catalogue';
import { type SessionEvent, sessionStore } from '../session/session-store';
import { type TestServer, startTestServer } from '../testing/test-server.cjs';
import { type ApiClientOptions, type ApiPath, createApiClient } from './api-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    (request) => {
      const status = /^\/api\/status\/(\d{3})$/.exec(request.path);
      if (status) {
        const code = Number(status[1]);
        const { message, shape } = request.query;
        if (shape === 'none') return { status: code };
        if (shape === 'text') return { status: code, text: 'upstream exploded' };
        const body: Record<string, unknown> = { statusCode: code, error: 'whatever the server says' };
        if (message !== undefined) body.message = message;
        return { status: code, json: body };
      }
      switch (request.path) {
        case '/api/echo':
          return { json: { method: request.method, body: request.body, query: request.query } };
        case '/api/validation':
          return {
            status: 422,
            json: {
              statusCode: 422,
              error: 'Unprocessable Entity',
              message: 'Validation failed',
              errors: { email: ['Please enter a valid email address'], password: ['Required', 'Too short'] },
            },
          };
        case '/api/no-content':
          return { status: 204 };
        case '/api/empty':
          return { status: 200 };
        case '/api/plain':
          return { text: 'hello' };
        case '/api/broken-json':
          return { text: '{"nope', headers: { 'content-type': 'application/json' } };
        case '/api/slow':
          return { delayMs: 3_000, json: { late: true } };
        case '/api/slow-401':
          return { status: 401, delayMs: 100, json: { statusCode: 401, error: 'Unauthorized', message: 'Session expired' } };
        case '/api/auth/login':
        case '/api/auth/admin/login':
          return { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail or password' } };
        case '/api/private':
          return { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Session expired' } };
        case '/api/unavailable':
          return { status: 503 };
        default:
          return { status: 404, json: { statusCode: 404, error: 'Not Found', message: `No route ${request.path}` } };
      }
      // The HTTP layer itself, on made-up paths (status codes, bodies the API never sends): no route contract applies.
    },
    { contract: false },
  );
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  }
});

const writeCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie, so the test writes it
  document.cookie = cookie;
};

const client = (options: ApiClientOptions = {}) => createApiClient({ baseUrl: server.url, ...options });

/** The ApiError a call rejects with (fails the test if it resolves). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const lastRequest = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server received nothing');
  return request;
};

describe('error catalogue against a real server', () => {
  // The table of product-routes-and-calls §8, written out here so the test does not trust the code.
  const specTable: Array<[number, string]> = [
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [406, 'Not Acceptable'],
    [408, 'Request Timeout'],
    [409, 'Conflict'],
    [410, 'Gone'],
    [412, 'Precondition Failed'],
    [413, 'Payload Too Large'],
    [415, 'Unsupported Media Type'],
    [418, 'I am a Teapot'],
    [422, 'Unprocessable Entity'],
    [500, 'Internal Server Error'],
    [501, 'Not Implemented'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
    [505, 'HTTP Version Not Supported'],
  ];
  const statuses = specTable.map(([status]) => status);

  it('errorCatalogue is exactly the table of the spec', () => {
    expect(Object.entries(errorCatalogue).map(([status, text]) => [Number(status), text])).toEqual(specTable);
  });

  it.each(specTable)('status %i without a message gives %p', async (status, text) => {
    const error = await failure(client().get(`api/status/${status}`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.error).toBe(text);
    expect(error.message).toBe(text);
  });

  it.each(statuses)('status %i with a body message shows that message', async (status) => {
    const message = `Custom reason for ${status}`;
    const error = await failure(client().get(`api/status/${status}`, { searchParams: { message } }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.error).toBe(specTable.find(([code]) => code === status)?.[1]);
    expect(error.body).toEqual({ statusCode: status, error: 'whatever the server says', message });
  });

  it.each([402, 399, 451, 599])('status %i (not in the catalogue) gives Generic Error', async (status) => {
    const error = await failure(client().get(`api/status/${status}`));
    expect(error.status).toBe(status);
    expect(error.error).toBe('Generic Error');
    expect(error.message).toBe('Generic Error');
    const withMessage = await failure(client().get(`api/status/${status}`, { searchParams: { message: 'Nope' } }));
    expect(withMessage.message).toBe('Nope');
    expect(withMessage.error).toBe('Generic Error');
  });

  it('uses the default text when the body is empty, not JSON, or has an empty message', async () => {
    expect((await failure(client().get('api/status/404', { searchParams: { shape: 'none' } }))).message).toBe('Not Found');
    const text = await failure(client().get('api/status/502', { searchParams: { shape: 'text' } }));
    expect(text.message).toBe('Bad Gateway');
    expect(text.body).toBe('upstream exploded');
    expect((await failure(client().get('api/status/409', { searchParams: { message: '' } }))).message).toBe('Conflict');
  });

  it('exposes the field errors of a 422 reply', async () => {
    const error = await failure(client().post('api/validation', { json: { email: 'x' } }));
    expect(error.status).toBe(422);
    expect(error.error).toBe('Unprocessable Entity');
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Required', 'Too short'],
    });
  });

  it('other errors carry no field errors', async () => {
    expect((await failure(client().get('api/status/400'))).fieldErrors).toEqual({});
  });
});

describe('replies', () => {
  it('returns the JSON reply and sends JSON bodies', async () => {
    const reply = await client().post<{ method: string; body: string }>('api/echo', { json: { a: 1 } });
    expect(reply).toEqual({ method: 'POST', body: '{"a":1}', query: {} });
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(lastRequest().headers.accept).toBe('application/json');
  });

  it('sends search params', async () => {
    const reply = await client().get<{ query: Record<string, string> }>('api/echo', {
      searchParams: { email: 'a@b.c', page: 2 },
    });
    expect(reply.query).toEqual({ email: 'a@b.c', page: '2' });
  });

  it('gives undefined for 204 and for an empty body', async () => {
    await expect(client().delete('api/no-content')).resolves.toBeUndefined();
    await expect(client().get('api/empty')).resolves.toBeUndefined();
  });

  it('gives the text of a reply that is not JSON', async () => {
    await expect(client().get('api/plain')).resolves.toBe('hello');
  });

  it('fails with a parse error on broken JSON', async () => {
    const error = await failure(client().get('api/broken-json'));
    expect(error.kind).toBe<ApiErrorKind>('parse');
    expect(error.status).toBe(200);
  });

  it('raw() gives the Response and throws ApiError on failure', async () => {
    const response = await client().raw('get', 'api/plain');
    expect(await response.text()).toBe('hello');
    expect((await failure(client().raw('get', 'api/status/403'))).message).toBe('Forbidden');
  });

  it('refuses paths that do not start with api/', async () => {
    await expect(client().get('/api/echo' as ApiPath)).rejects.toThrow("API paths start with 'api/'");
  });

  it('accepts a base address given with a trailing /api', async () => {
    await client({ baseUrl: `${server.url}/api/` }).get('api/echo');
    expect(lastRequest().path).toBe('/api/echo');
  });
});

describe('cancel, timeout and network failures', () => {
  it('an aborted request gives ApiCancelError "Request aborted"', async () => {
    const controller = new AbortController();
    const call = client().get('api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failure(call);
    expect(error).toBeInstanceOf(ApiCancelError);
    expect(isApiCancelError(error)).toBe(true);
    expect(error.kind).toBe('cancel');
    expect(error.message).toBe('Request aborted');
  });

  it('a request aborted before it starts gives ApiCancelError too', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(client().get('api/echo', { signal: controller.signal }));
    expect(error).toBeInstanceOf(ApiCancelError);
    expect(error.message).toBe('Request aborted');
  });

  it('a slow server gives a timeout error', async () => {
    const error = await failure(client({ timeout: 50 }).get('api/slow'));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
  });

  it('an unreachable server gives a network error with a clear message', async () => {
    const { startTestServer: start } = await import('../testing/test-server.cjs');
    const gone = await start(() => ({}));
    await gone.close();
    const error = await failure(createApiClient({ baseUrl: gone.url }).get('api/echo'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR);
    expect(toApiError(error)).toBe(error);
  });
});

describe('request headers', () => {
  it('sends the bearer token from sessionStorage first, then localStorage, read at request time', async () => {
    const api = client();
    await api.get('api/echo');
    expect(lastRequest().headers.authorization).toBeUndefined();

    localStorage.setItem('token', 'local-token');
    await api.get('api/echo');
    expect(lastRequest().headers.authorization).toBe('Bearer local-token');

    sessionStorage.setItem('token', 'session-token');
    await api.get('api/echo');
    expect(lastRequest().headers.authorization).toBe('Bearer session-token');

    sessionStorage.removeItem('token');
    await api.get('api/echo');
    expect(lastRequest().headers.authorization).toBe('Bearer local-token');
  });

  it('keeps an Authorization header given by the call (e.g. a share-link token)', async () => {
    sessionStorage.setItem('token', 'session-token');
    await client().get('api/echo', { headers: { authorization: 'Bearer link-token' } });
    expect(lastRequest().headers.authorization).toBe('Bearer link-token');
  });

  it('sends hutk from the hubspotutk cookie when present', async () => {
    await client().get('api/echo');
    expect(lastRequest().headers.hutk).toBeUndefined();
    writeCookie('other=1');
    writeCookie('hubspotutk=5f2c7e0a9b');
    await client().get('api/echo');
    expect(lastRequest().headers.hutk).toBe('5f2c7e0a9b');
  });

  it('sends x-api-version 1 by default, overridable per client and per call', async () => {
    await client().get('api/echo');
    expect(lastRequest().headers['x-api-version']).toBe('1');
    await client({ apiVersion: 2 }).get('api/echo');
    expect(lastRequest().headers['x-api-version']).toBe('2');
    await client({ apiVersion: 2 }).get('api/echo', { apiVersion: 3 });
    expect(lastRequest().headers['x-api-version']).toBe('3');
  });

  it('sends the active profile headers, unless the call says otherwise', async () => {
    await client().get('api/echo');
    expect(lastRequest().headers['meta-profile-id']).toBeUndefined();

    sessionStore.setActiveProfile({ id: 'fund-42', type: 'fund' });
    await client().get('api/echo');
    expect(lastRequest().headers['meta-profile-id']).toBe('fund-42');
    expect(lastRequest().headers['meta-profile-type']).toBe('fund');

    await client().get('api/echo', { profile: false });
    expect(lastRequest().headers['meta-profile-id']).toBeUndefined();
    expect(lastRequest().headers['meta-profile-type']).toBeUndefined();

    await client().get('api/echo', { profile: { id: 'inv-7', type: 'investor' } });
    expect(lastRequest().headers['meta-profile-id']).toBe('inv-7');
    expect(lastRequest().headers['meta-profile-type']).toBe('investor');
  });

  it('includes credentials and uses the fetch it is given', async () => {
    const seen: Request[] = [];
    const api = client({
      fetch: (input, init) => {
        if (input instanceof Request) seen.push(input);
        return fetch(input, init);
      },
    });
    await api.get('api/echo');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.url).toBe(`${server.url}/api/echo`);
  });

  it('configure() changes the options of an existing client', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    api.configure({ baseUrl: server.url, apiVersion: 5 });
    await api.get('api/echo');
    expect(lastRequest().headers['x-api-version']).toBe('5');
    expect(api.options.baseUrl).toBe(server.url);
  });
});

describe('retries', () => {
  const count = () => server.requests.filter((request) => request.path === '/api/unavailable').length;

  it('does not retry by default', async () => {
    await failure(client().get('api/unavailable'));
    expect(count()).toBe(1);
  });

  it('retries idempotent methods only when retries are switched on', async () => {
    const api = client({ retry: { limit: 1, delay: () => 0, methods: ['get', 'post'] } });
    await failure(api.get('api/unavailable'));
    expect(count()).toBe(2);
    await failure(api.post('api/unavailable'));
    expect(count()).toBe(3);
    await failure(api.patch('api/unavailable'));
    expect(count()).toBe(4);
  });
});

describe('401: the session expires', () => {
  const events: SessionEvent[] = [];
  let unsubscribe: () => void;
  beforeEach(() => {
    events.length = 0;
    unsubscribe = sessionStore.subscribe((event) => events.push(event));
  });
  afterEach(() => unsubscribe());

  it('clears the token and tells subscribers "expired"', async () => {
    sessionStore.setToken('t1', { remember: true });
    sessionStore.setActiveProfile({ id: 'f1', type: 'fund' });
    events.length = 0;
    const error = await failure(client().get('api/private'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired');
    expect(sessionStore.getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getActiveProfile()).toEqual({ id: 'f1', type: 'fund' });
    expect(events.map((event) => event.reason)).toEqual(['expired']);
    expect(sessionStore.getSnapshot().expired).toBe(true);
  });

  it('does not end the session on a failed login', async () => {
    sessionStore.setToken('t1');
    events.length = 0;
    await failure(client().post('api/auth/login', { json: {} }));
    await failure(client().post('api/auth/admin/login', { json: {} }));
    expect(sessionStore.getToken()).toBe('t1');
    expect(events).toEqual([]);
  });

  it('does not end the session when the call opts out', async () => {
    sessionStore.setToken('t1');
    events.length = 0;
    await failure(client().get('api/private', { expireSessionOnUnauthorized: false }));
    expect(sessionStore.getToken()).toBe('t1');
  });

  it('does not end a newer session than the one the request carried', async () => {
    sessionStore.setToken('old');
    const call = failure(client().get('api/slow-401'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    sessionStore.setToken('new');
    events.length = 0;
    expect((await call).status).toBe(401);
    expect(sessionStore.getToken()).toBe('new');
    expect(events).toEqual([]);
  });

  it('an anonymous 401 changes nothing', async () => {
    await failure(client().get('api/private'));
    expect(events).toEqual([]);
  });
});
