/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// Early reads against a real HTTP server: what the page's call takes over, and when it asks again (ADR 0095).
import { isApiError } from '../errors/api-error';
import { sessionStore } from '../session/session-store';
import { type TestServer, startTestServer } from '../testing/test-server.cjs';
import { type ApiClient, createApiClient } from './api-client';
import { clearEarlyReads, EARLY_READ_TTL_MS, readEarly } from './early-reads';

let server: TestServer;
let served = 0;

beforeAll(async () => {
  server = await startTestServer(
    (request) => {
      served += 1;
      if (request.path === '/api/fund-info/public/northwind') return { json: { name: 'Northwind Ventures II', served } };
      return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'No such fund' } };
    },
    // Made-up paths against a stand-in server: what crosses HTTP, not a route's contract.
    { contract: false },
  );
});

afterAll(() => server.close());

let client: ApiClient;
beforeEach(() => {
  server.requests.length = 0;
  served = 0;
  clearEarlyReads();
  sessionStorage.clear();
  localStorage.clear();
  client = createApiClient({ baseUrl: server.url });
});

const early = (path: `api/${string}`, options: Parameters<typeof readEarly>[1] = {}) => readEarly(path, { base: server.url, ...options });
const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);

it("hands the page's call the early answer: one request, sent with the headers the client would send", async () => {
  sessionStore.setToken('token-1');
  sessionStore.setActiveProfile({ id: 'p-1', type: 'investor' });
  early('api/fund-info/public/northwind');
  expect(await client.get('api/fund-info/public/northwind')).toEqual({ name: 'Northwind Ventures II', served: 1 });
  expect(requestsTo('/api/fund-info/public/northwind')).toHaveLength(1);
  expect(server.requests[0]?.headers).toMatchObject({
    accept: 'application/json',
    'x-api-version': '1',
    authorization: 'Bearer token-1',
    'meta-profile-id': 'p-1',
    'meta-profile-type': 'investor',
  });
});

it('is taken once: the next call asks the server', async () => {
  early('api/fund-info/public/northwind');
  await client.get('api/fund-info/public/northwind');
  expect(await client.get('api/fund-info/public/northwind')).toEqual({ name: 'Northwind Ventures II', served: 2 });
  expect(requestsTo('/api/fund-info/public/northwind')).toHaveLength(2);
});

it('is not taken by a call with other headers (a login in between, another profile): the call asks with its own', async () => {
  early('api/fund-info/public/northwind');
  sessionStore.setToken('token-after-login');
  await client.get('api/fund-info/public/northwind');
  const requests = requestsTo('/api/fund-info/public/northwind');
  expect(requests).toHaveLength(2);
  expect(requests[1]?.headers.authorization).toBe('Bearer token-after-login');

  early('api/fund-info/public/northwind');
  await client.get('api/fund-info/public/northwind', { profile: { id: 'p-2', type: 'fund' } });
  expect(requestsTo('/api/fund-info/public/northwind')).toHaveLength(4);
});

it(`is stale after ${EARLY_READ_TTL_MS / 1000} s: the call asks afresh`, async () => {
  early('api/fund-info/public/northwind', { now: () => Date.now() - EARLY_READ_TTL_MS - 1 });
  expect(await client.get('api/fund-info/public/northwind')).toEqual({ name: 'Northwind Ventures II', served: 2 });
});

it('is not taken by another method or address', async () => {
  early('api/fund-info/public/northwind');
  await client.get('api/fund-info/public/southwind').catch(() => undefined);
  await client.delete('api/fund-info/public/northwind').catch(() => undefined);
  expect(await client.get('api/fund-info/public/northwind')).toEqual({ name: 'Northwind Ventures II', served: 1 });
  expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    'GET /api/fund-info/public/northwind',
    'GET /api/fund-info/public/southwind',
    'DELETE /api/fund-info/public/northwind',
  ]);
});

it('hands over an error answer as the call would have had it (no second request)', async () => {
  early('api/fund-info/public/southwind');
  const error = await client.get('api/fund-info/public/southwind').catch((failure: unknown) => failure);
  expect(isApiError(error) && error.status).toBe(404);
  expect(isApiError(error) && error.message).toBe('No such fund');
  expect(requestsTo('/api/fund-info/public/southwind')).toHaveLength(1);
});

it('leaves the call to ask when the early read failed on the network', async () => {
  early('api/fund-info/public/northwind', { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
  expect(await client.get('api/fund-info/public/northwind')).toEqual({ name: 'Northwind Ventures II', served: 1 });
});

it('starts one read per address', async () => {
  early('api/fund-info/public/northwind');
  early('api/fund-info/public/northwind');
  await client.get('api/fund-info/public/northwind');
  expect(requestsTo('/api/fund-info/public/northwind')).toHaveLength(1);
});
