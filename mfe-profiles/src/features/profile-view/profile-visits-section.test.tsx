/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileViewStats, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

function stats(query: RecordedRequest['query']): ProfileViewStats {
  return {
    totals: { total: 1234, thisWeek: 17, thisMonth: 86 },
    timeFilter: (query.timeFilter ?? 'lastMonth') as ProfileViewStats['timeFilter'],
    interval: (query.interval ?? 'day') as ProfileViewStats['interval'],
    from: '2026-04-01T00:00:00.000Z',
    to: '2026-05-01T00:00:00.000Z',
    series: [
      { start: '2026-04-01', count: 3 },
      { start: '2026-04-02', count: 5 },
    ],
    recentViewers: [
      {
        viewedAt: '2026-04-30T09:15:00.000Z',
        label: 'Harbour Family Office',
        profile: {
          id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002',
          type: 'investor',
          name: 'Harbour Family Office',
          slug: 'harbour-family-office',
        },
      },
      { viewedAt: '2026-04-29T08:00:00.000Z', label: 'Anonymous visitor', profile: null },
    ],
  };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === '/api/profile-view') return { json: stats(request.query) };
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

const viewCalls = () => server.requests.filter((request) => request.path === '/api/profile-view');

it('shows the totals, the chart and the recent viewers', async () => {
  renderAt('/settings/profileVisits', <AreaRoutes />);
  expect(await screen.findByText('1,234')).toBeInTheDocument();
  expect(screen.getByText('Total visits')).toBeInTheDocument();
  expect(screen.getByText('This week').nextSibling).toHaveTextContent('17');
  expect(screen.getByText('This month').nextSibling).toHaveTextContent('86');
  expect(screen.getByRole('figure', { name: 'Visits per day, last month' })).toBeInTheDocument();
  const viewers = screen.getByRole('list', { name: 'Recent viewers' });
  expect(within(viewers).getByRole('link', { name: 'Harbour Family Office' })).toHaveAttribute('href', '/investor/harbour-family-office');
  expect(within(viewers).getByText('Anonymous visitor')).toBeInTheDocument();
  expect(viewCalls()[0]).toMatchObject({ method: 'GET', query: { timeFilter: 'lastMonth', interval: 'day' } });
  expect(viewCalls()[0]?.headers['meta-profile-id']).toBe(fundProfile.id);
});

it('asks again when the time filter or the interval changes', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/profileVisits', <AreaRoutes />);
  const filters = await screen.findByRole('group', { name: 'Time filter' });
  expect(
    within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Last week', 'Last month', 'Last 3 months', 'Last year', 'All time']);
  await user.click(within(filters).getByRole('button', { name: 'Last year' }));
  await waitFor(() => expect(viewCalls().at(-1)?.query).toEqual({ timeFilter: 'lastYear', interval: 'month' }));
  expect(within(filters).getByRole('button', { name: 'Last year' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('figure', { name: 'Visits per month, last year' })).toBeInTheDocument();

  await user.click(within(screen.getByRole('group', { name: 'Interval' })).getByRole('button', { name: 'Week' }));
  await waitFor(() => expect(viewCalls().at(-1)?.query).toEqual({ timeFilter: 'lastYear', interval: 'week' }));
});
