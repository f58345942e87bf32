/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { apiClient } from '../http/api-client';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { type TestServer, startTestServer } from '../testing/test-server.cjs';
import { getHealth, type Health, healthQueryOptions } from './get-health';

let server: TestServer;
let database: 'ok' | 'down' | 'broken' = 'ok';

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path !== '/api/health') return { status: 404 };
    if (database === 'broken') {
      // What the server answers when the database is unreachable (the contract's 503: the health body, no message).
      return { status: 503, json: { status: 'degraded', database: 'down', version: '1.2.3', uptimeSeconds: 42 } };
    }
    return { json: { status: 'ok', database, version: '1.2.3', uptimeSeconds: 42 } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  database = 'ok';
  server.requests.length = 0;
});

function HealthBadge() {
  const health = useQuery({ ...healthQueryOptions(), retry: false });
  if (health.isPending) return <p>checking</p>;
  if (health.isError)
    return (
      <p>
        error: {health.error.message} ({(health.error.body as Health | undefined)?.database})
      </p>
    );
  return (
    <p>
      {health.data.status} db:{health.data.database} v{health.data.version}
    </p>
  );
}

const renderBadge = () =>
  render(
    <QueryProvider client={createQueryClient()}>
      <HealthBadge />
    </QueryProvider>,
  );

it('getHealth calls GET api/health and returns the reply', async () => {
  await expect(getHealth()).resolves.toEqual({ status: 'ok', database: 'ok', version: '1.2.3', uptimeSeconds: 42 });
  expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/health' });
  expect(healthQueryOptions().queryKey).toEqual(['health']);
});

it('healthQueryOptions shows the server state', async () => {
  database = 'down';
  renderBadge();
  expect(screen.getByText('checking')).toBeTruthy();
  expect(await screen.findByText('ok db:down v1.2.3')).toBeTruthy();
});

it('healthQueryOptions exposes the ApiError of a failed call', async () => {
  database = 'broken';
  renderBadge();
  // A 503 is an ApiError whose message is the catalogue's text and whose body is the health reply.
  expect(await screen.findByText('error: Service Unavailable (down)')).toBeTruthy();
});

it('acts as no profile even when one is active', async () => {
  sessionStore.setActiveProfile({ id: 'f1', type: 'fund' });
  await getHealth();
  expect(server.requests[0]?.headers['meta-profile-id']).toBeUndefined();
  sessionStore.setActiveProfile(null);
});
