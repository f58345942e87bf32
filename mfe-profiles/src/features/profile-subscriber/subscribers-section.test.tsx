/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileSubscriber, type ProfileSubscriberList, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

const subscribers: ProfileSubscriber[] = [
  {
    profileId: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002',
    type: 'investor',
    name: 'Harbour Family Office',
    slug: 'harbour-family-office',
    subscribedAt: '2026-04-10T10:00:00.000Z',
  },
  {
    profileId: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1003',
    type: 'serviceProvider',
    name: 'Lumen Legal',
    slug: 'lumen-legal',
    subscribedAt: '2026-04-20T10:00:00.000Z',
  },
  {
    profileId: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1004',
    type: 'investor',
    name: 'Alder Capital',
    slug: 'alder-capital',
    subscribedAt: '2026-03-01T10:00:00.000Z',
  },
];

/** Sorts like the server does, so the test sees the order it asked for. */
function reply(query: RecordedRequest['query']): ProfileSubscriberList {
  const key = query.sortBy === 'name' ? 'name' : 'subscribedAt';
  const sorted = [...subscribers].sort((a, b) => a[key].localeCompare(b[key]));
  if (query.sortOrder !== 'asc') sorted.reverse();
  return {
    total: 3,
    subscribers: sorted,
    interval: (query.interval ?? 'month') as ProfileSubscriberList['interval'],
    from: '2026-03-01T10:00:00.000Z',
    to: '2026-05-01T00:00:00.000Z',
    counts: [
      { start: '2026-03-01', count: 1 },
      { start: '2026-04-01', count: 2 },
    ],
  };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === '/api/profile-subscriber') return { json: reply(request.query) };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

const lastQuery = () => server.requests.filter((request) => request.path === '/api/profile-subscriber').at(-1)?.query;
const names = () =>
  within(screen.getByRole('table', { name: 'Subscribers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

it('lists the subscribers newest first, with the counts per interval as a chart', async () => {
  renderAt('/settings/subscribers', <AreaRoutes />);
  expect(await screen.findByRole('table', { name: 'Subscribers' })).toBeInTheDocument();
  expect(names()).toEqual(['Lumen Legal', 'Harbour Family Office', 'Alder Capital']);
  expect(screen.getByText('3 subscribers in total')).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'New subscribers per month' })).toBeInTheDocument();
  expect(lastQuery()).toEqual({ sortBy: 'createdAt', sortOrder: 'desc', interval: 'month' });
});

it('sorts by name, then reverses, then by date', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/subscribers', <AreaRoutes />);
  await screen.findByRole('table', { name: 'Subscribers' });

  await user.click(screen.getByRole('button', { name: 'Name' }));
  await waitFor(() => expect(names()).toEqual(['Alder Capital', 'Harbour Family Office', 'Lumen Legal']));
  expect(lastQuery()).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

  await user.click(screen.getByRole('button', { name: 'Name' }));
  await waitFor(() => expect(names()).toEqual(['Lumen Legal', 'Harbour Family Office', 'Alder Capital']));
  expect(lastQuery()).toMatchObject({ sortBy: 'name', sortOrder: 'desc' });

  await user.click(screen.getByRole('button', { name: 'Subscribed on' }));
  // Back to the first order: answered from the cache, newest first.
  await waitFor(() => expect(screen.getByRole('columnheader', { name: /Subscribed on/ })).toHaveAttribute('aria-sort', 'descending'));
  expect(names()).toEqual(['Lumen Legal', 'Harbour Family Office', 'Alder Capital']);

  await user.click(within(screen.getByRole('group', { name: 'Interval' })).getByRole('button', { name: 'Week' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ interval: 'week' }));
});
