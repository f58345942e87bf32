/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileNotificationsReply, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { investorSummary, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

const all = ['off', 'immediately', 'daily', 'weekly'] as const;
const mine: ProfileNotificationsReply = {
  email: 'ada@northwind.example',
  preferences: [
    {
      option: 'newFollower',
      label: 'New follower',
      description: 'A profile subscribes to this profile’s updates.',
      frequency: 'immediately',
      defaultFrequency: 'immediately',
      frequencies: [...all],
      delivered: true,
    },
    {
      option: 'visitors',
      label: 'Visitors',
      description: 'People who looked at this profile (digest only).',
      frequency: 'weekly',
      defaultFrequency: 'weekly',
      frequencies: ['off', 'daily', 'weekly'],
      delivered: true,
    },
    {
      option: 'newFunds',
      label: 'New funds',
      description: 'Funds newly published on Fundnet.',
      frequency: 'weekly',
      defaultFrequency: 'weekly',
      frequencies: [...all],
      delivered: false,
    },
  ],
};

let server: TestServer;
let override: ((path: string, method: string) => TestReply | undefined) | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const custom = override?.(request.path, request.method);
    if (custom) return custom;
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === '/api/profile-notifications' && request.method === 'GET') return { json: mine };
    if (request.path === '/api/profile-notifications' && request.method === 'PUT') {
      const { preferences } = JSON.parse(request.body);
      return { json: { ...mine, preferences: mine.preferences.map((p) => ({ ...p, frequency: preferences[p.option] ?? p.frequency })) } };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  override = null;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: investorSummary.id, type: 'investor' });
});

const puts = () => server.requests.filter((request) => request.path === '/api/profile-notifications' && request.method === 'PUT');

it('lists the profile’s options with the member’s choices, what is not sent yet, and the address', async () => {
  renderAt('/settings/notifications', <AreaRoutes />);
  expect(await screen.findByRole('combobox', { name: /How often: New follower/ })).toHaveTextContent('Immediately');
  expect(screen.getByRole('combobox', { name: /How often: Visitors/ })).toHaveTextContent('Weekly digest');
  expect(screen.getByText(/E-mails go to ada@northwind.example/)).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Notifications' });
  const newFunds = within(list).getAllByRole('listitem')[2]!;
  expect(within(newFunds).getByText('Starts with the feature')).toBeInTheDocument();
  expect(server.requests.find((request) => request.path === '/api/profile-notifications')?.headers['meta-profile-id']).toBe(
    investorSummary.id,
  );
});

it('offers visits as digests only, and saves the member’s choices', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/notifications', <AreaRoutes />);
  await user.click(await screen.findByRole('combobox', { name: /How often: Visitors/ }));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Off', 'Daily digest', 'Weekly digest']);
  await user.click(screen.getByRole('option', { name: 'Daily digest' }));
  await user.click(screen.getByRole('combobox', { name: /How often: New follower/ }));
  await user.click(await screen.findByRole('option', { name: 'Off' }));
  await user.click(screen.getByRole('button', { name: 'Save notifications' }));

  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(JSON.parse(puts()[0]!.body)).toEqual({ preferences: { newFollower: 'off', visitors: 'daily', newFunds: 'weekly' } });
  expect(await screen.findByText('Notifications saved.')).toBeInTheDocument();
});

it('shows what the server refused', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    path === '/api/profile-notifications' && method === 'PUT'
      ? {
          status: 422,
          json: {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'Profile visits are sent as a daily or weekly digest only',
            errors: { 'preferences.visitors': ['Profile visits are sent as a daily or weekly digest only'] },
          },
        }
      : undefined;
  renderAt('/settings/notifications', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Save notifications' }));
  expect(await screen.findByText('Profile visits are sent as a daily or weekly digest only')).toBeInTheDocument();
});

it('says when the notifications cannot be loaded, and retries', async () => {
  let fail = true;
  override = (path, method) =>
    path === '/api/profile-notifications' && method === 'GET' && fail
      ? { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' } }
      : undefined;
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/notifications', <AreaRoutes />);
  expect(await screen.findByText('Your notifications could not be loaded')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
  expect(await screen.findByRole('combobox', { name: /How often: New follower/ })).toBeInTheDocument();
});
