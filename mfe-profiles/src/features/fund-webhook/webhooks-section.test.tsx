/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';
import { deliveryLog, endpointId, endpointOf } from './testing/webhook-fixtures';

jest.setTimeout(30_000);

const E = '/api/fund-webhook/endpoints';
let endpoints = [endpointOf()];
let server: TestServer;

// Stubs of the API's replies; the test server checks each against its contract in docs/api/openapi.json.
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role: 'owner' } };
    if (request.path === E && request.method === 'GET') return { json: { items: endpoints } };
    if (request.path === E && request.method === 'POST') {
      const body = JSON.parse(request.body);
      const created = endpointOf({ id: '6b1f7a0e-3c1d-4c55-9a11-1f0e2a7c9d09', url: body.url, events: body.events, lastDelivery: null });
      endpoints = [...endpoints, created];
      return { status: 201, json: { endpoint: created, secret: 'whsec_shownOnceOnlyXYZ' } };
    }
    if (request.path === `${E}/${endpointId}/deliveries`) return { json: deliveryLog };
    if (request.path === `${E}/${endpointId}/deliveries/${deliveryLog.items[0]!.id}/replay`) {
      return { status: 202, json: { delivery: { ...deliveryLog.items[0]!, attempt: 1, status: 'pending', replay: true } } };
    }
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  endpoints = [endpointOf()];
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

it('adds an endpoint and shows its secret once', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/webhooks', <AreaRoutes />);
  expect(await screen.findByRole('article', { name: `Endpoint ${endpointOf().url}` })).toHaveTextContent('last delivery delivered');
  await user.type(screen.getByRole('textbox', { name: /Endpoint address/ }), 'https://hooks.example.com/in');
  await user.click(screen.getByRole('combobox', { name: /Events/ }));
  await user.click(await screen.findByRole('option', { name: 'A share link was visited' }));
  await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
  expect(await screen.findByText('whsec_shownOnceOnlyXYZ')).toBeInTheDocument();
  const sent = server.requests.find((r) => r.path === E && r.method === 'POST')!;
  expect(JSON.parse(sent.body)).toEqual({ url: 'https://hooks.example.com/in', description: null, events: ['link.visited'] });
  expect(await screen.findByRole('article', { name: 'Endpoint https://hooks.example.com/in' })).toBeInTheDocument();
});

it('shows the delivery log with its retries and replays an attempt', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/webhooks', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Show the delivery log' }));
  const log = await screen.findByRole('table', { name: 'Delivery log' });
  const rows = within(log).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['3 of 7', '2 of 7', '1 of 7']);
  expect(rows[1]).toHaveTextContent('HTTP 503');
  expect(rows[2]).toHaveTextContent('The endpoint did not answer within 10 seconds.');
  await user.click(within(rows[0]!).getByRole('button', { name: /Replay/ }));
  await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/replay') && r.method === 'POST')).toBe(true));
});
