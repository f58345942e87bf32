// The client in plain Node (no DOM: no storages, no document.cookie), e.g. server-side or scripts.
import { createSessionStore } from '../session/session-store';
import { type TestServer, startTestServer } from '../testing/test-server.cjs';
import { createApiClient } from './api-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => (request.path === '/api/no-content' ? { status: 204 } : { json: { ok: true } }), {
    contract: false, // the HTTP layer on made-up paths: no route contract applies
  });
});
afterAll(() => server.close());

const headers = () => server.requests.at(-1)?.headers ?? {};

it('runs without a DOM: token from the in-memory session, hutk from the cookies option', async () => {
  expect(typeof globalThis.sessionStorage).toBe('undefined');
  const session = createSessionStore();
  const api = createApiClient({ baseUrl: server.url, session, cookies: () => 'a=1; hubspotutk=abc123' });

  await expect(api.get('api/echo')).resolves.toEqual({ ok: true });
  expect(headers().authorization).toBeUndefined();
  expect(headers().hutk).toBe('abc123');
  expect(headers()['x-api-version']).toBe('1');

  session.setToken('node-token', { remember: true });
  session.setActiveProfile({ id: 'sp-1', type: 'serviceProvider' });
  await api.get('api/echo');
  expect(headers().authorization).toBe('Bearer node-token');
  expect(headers()['meta-profile-id']).toBe('sp-1');
  expect(headers()['meta-profile-type']).toBe('serviceProvider');

  session.setToken('tab-token');
  await api.get('api/echo');
  expect(headers().authorization).toBe('Bearer tab-token');

  await expect(api.delete('api/no-content')).resolves.toBeUndefined();
});

it('sends credentials: include on every request', async () => {
  const credentials: string[] = [];
  const api = createApiClient({
    baseUrl: server.url,
    session: createSessionStore(),
    fetch: (input, init) => {
      if (input instanceof Request) credentials.push(input.credentials);
      return fetch(input, init);
    },
  });
  await api.get('api/echo');
  await api.post('api/echo', { json: {} });
  expect(credentials).toEqual(['include', 'include']);
});
