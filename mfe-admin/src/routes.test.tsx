/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMe } from './features/approvals/testing';
import { AreaRoutes } from './routes';

const user = (isAdmin: boolean) => adminMe(isAdmin);

// The grid and the overview make more requests than the empty sections did; shared machines are slow.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(40_000);

const noCounts = { Tbd: 0, Approved: 0, Declined: 0 };
const noApprovals = { fundInfo: noCounts, investorInfo: noCounts, serviceProviderInfo: noCounts };

let server: TestServer;
let getMe: () => TestReply;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return getMe();
    // Nothing waits for approval: the overview and the approvals list are empty.
    if (request.path === '/api/administration/stats/approvals') return { json: noApprovals };
    if (request.path.startsWith('/api/administration/approvals/')) return { json: { items: [], total: 0, page: 1, limit: 10 } };
    const emptyPage = { json: { items: [], total: 0, page: 1, limit: 20 } };
    if (request.path === '/api/administration/users' || request.path === '/api/administration/activity') return emptyPage;
    if (request.path.startsWith('/api/administration/profiles/')) return emptyPage;
    if (request.path === '/api/administration/referral-links') return { json: { items: [] } };
    if (request.path === '/api/administration/stats/profiles')
      return { json: { byTypeAndStatus: [], signUpsByWeek: [], profilesByWeek: [] } };
    if (request.path === '/api/administration/sidebar-stats')
      return {
        json: {
          users: 3,
          administrators: 1,
          revokedUsers: 0,
          deletedUsers: 0,
          profiles: 0,
          approvalsWaiting: 0,
          claimsWaiting: 0,
          approvalsWaitingByAge: [],
          oldestApprovalWaitingSince: null,
          signUpsLast7Days: 3,
        },
      };
    return { status: 404 };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  getMe = () => ({ json: user(true) });
  sessionStore.clearSession();
  sessionStore.setToken('token');
});

describe('for an administrator', () => {
  it.each([
    ['/admin', 'Administration', 'Nothing to review yet'],
    ['/admin/approvals', 'Approvals', 'No approvals waiting'],
    ['/admin/users', 'Users', 'No users match these filters'],
    ['/admin/profiles', 'Profiles', 'No profiles match these filters'],
    ['/admin/statistics', 'Statistics', 'Sign-ups in the last 7 days'],
    ['/admin/importExport', 'Import and export', 'Import market data'],
    ['/admin/referralLinks', 'Referral links', 'No referral links yet. Create one above and share it.'],
    ['/admin/activity', 'Activity', 'No activity matches these filters'],
  ])('%s shows its section', async (path, heading, empty) => {
    renderAt(path, <AreaRoutes />);
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
    expect(document.title).toBe(`${heading} · Fundnet`);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token');
  });

  it.each(['/admin/nope', '/admin/users/42/extra'])('%s shows the in-area page not found, with a link home', async (path) => {
    renderAt(path, <AreaRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

it('tells a user who is not an administrator that the console is for administrators only', async () => {
  getMe = () => ({ json: user(false) });
  renderAt('/admin/users', <AreaRoutes />);
  expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  expect(screen.getByText(/You are signed in as ada@northwind\.example, which is not an administrator account/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Administrators only · Fundnet');
});

it('asks a signed-out visitor to sign in, without calling the API', () => {
  sessionStore.clearSession();
  renderAt('/admin', <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
  expect(screen.getByText('Sign in to see the administration console')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fadmin');
  expect(server.requests).toHaveLength(0);
});

it('shows an error panel with a retry when the account cannot be checked', async () => {
  let failures = 1;
  getMe = () =>
    failures-- > 0
      ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Database unreachable' } }
      : { json: user(true) };
  renderAt('/admin', <AreaRoutes />);
  const alert = await screen.findByRole('alert', { name: 'Your account could not be checked' });
  expect(alert).toHaveTextContent('Database unreachable');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Nothing to review yet')).toBeInTheDocument();
});
