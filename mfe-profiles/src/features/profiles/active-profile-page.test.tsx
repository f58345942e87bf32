/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveProfilePage } from './active-profile-page';
import { AreaRoutes } from '../../routes';
import { fundProfile, fundSummary, investorSummary } from '../../testing/fixtures';

let server: TestServer;
let replies: Record<string, () => TestReply>;

beforeAll(async () => {
  server = await startTestServer(
    (request) =>
      replies[`${request.method} ${request.path}`]?.() ?? {
        status: 404,
        json: { statusCode: 404, error: 'Not Found', message: 'Route not found' },
      },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  replies = {
    [`GET /api/profiles/${fundProfile.id}`]: () => ({ json: asInvestor }),
    'GET /api/profiles/mine': () => ({ json: [fundSummary, investorSummary] }),
  };
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
});

// /fund, /investor and /serviceProvider render their kind's owner page through `render`; the generic view (no `render`)
// and the page states are tested here on the component itself, read as an investor.
const asInvestor = { ...fundProfile, type: 'investor' as const };

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the active profile', () => {
  it('shows its name, type and status as the API returns them, asking as that profile', async () => {
    sessionStore.setActiveProfile({ id: fundProfile.id, type: 'investor' });
    renderAt('/investor', <ActiveProfilePage expectedType="investor" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Profile' });
    expect(within(facts).getByText('Type').nextElementSibling).toHaveTextContent('Investor');
    expect(within(facts).getByText('Status').nextElementSibling).toHaveTextContent('Published');
    expect(within(facts).getByText('Your role').nextElementSibling).toHaveTextContent('Owner');
    expect(within(screen.getByRole('list', { name: 'Team members' })).getByText('Ada Moreau')).toBeInTheDocument();
    expect(screen.getByText('Profile sections arrive with the profiles work')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/investor/edit');
    expect(document.title).toBe('Northwind Ventures · Fundnet');

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: `/api/profiles/${fundProfile.id}` });
    expect(server.requests[0]?.headers).toMatchObject({
      authorization: 'Bearer token-ada',
      'meta-profile-id': fundProfile.id,
      'meta-profile-type': 'investor',
    });
  });

  it('shows an error panel when the profile cannot be read, and the retry reads it again', async () => {
    let failures = 1;
    replies[`GET /api/profiles/${fundProfile.id}`] = () =>
      failures-- > 0
        ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'The profile service is unavailable' } }
        : { json: asInvestor };
    sessionStore.setActiveProfile({ id: fundProfile.id, type: 'investor' });
    renderAt('/investor', <ActiveProfilePage expectedType="investor" />);

    const alert = await screen.findByRole('alert', { name: 'Your profile could not be loaded' });
    expect(alert).toHaveTextContent('The profile service is unavailable');
    expect(within(alert).getByRole('link', { name: 'Switch profile' })).toHaveAttribute('href', '/selectProfile');
    expect(await heading()).toHaveTextContent('Investor profile');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(2);
  });

  it('on a page of another kind, explains and offers to switch', async () => {
    sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
    renderAt('/investor', <AreaRoutes />);

    expect(await heading()).toHaveTextContent('Investor profile');
    expect(screen.getByText('You are acting as a fund profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch profile' })).toHaveAttribute('href', '/selectProfile');
    expect(await screen.findByRole('link', { name: 'Go to Northwind Ventures' })).toHaveAttribute('href', '/fund');
    expect(screen.getByText(/Northwind Ventures is a fund profile\. This page shows an investor profile/)).toBeInTheDocument();
    expect(document.title).toBe('Investor profile · Fundnet');
  });
});

describe('signed out', () => {
  it('asks to sign in and come back, without calling the API', async () => {
    sessionStore.clearSession();
    renderAt('/serviceProvider?tab=team', <AreaRoutes />);

    expect(await heading()).toHaveTextContent('Service provider profile');
    expect(screen.getByText('Sign in to see your service provider profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2FserviceProvider%3Ftab%3Dteam');
    expect(server.requests).toHaveLength(0);
  });

  it('says the session ended when the API answers 401', async () => {
    replies[`GET /api/profiles/${fundProfile.id}`] = () => ({
      status: 401,
      json: { statusCode: 401, error: 'Unauthorized', message: 'Session expired' },
    });
    sessionStore.setActiveProfile({ id: fundProfile.id, type: 'investor' });
    renderAt('/investor', <ActiveProfilePage expectedType="investor" />);

    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Finvestor');
  });
});

describe('no active profile', () => {
  it("lists the user's profiles to choose from, or to create one", async () => {
    renderAt('/investor', <AreaRoutes />);

    const list = await screen.findByRole('list', { name: 'Your profiles' });
    expect(within(list).getByText('Northwind Ventures')).toBeInTheDocument();
    expect(within(list).getByText('Harbour Family Office')).toBeInTheDocument();
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    expect(within(list).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a profile' })).toHaveAttribute('href', '/selectProfile');
    expect(screen.getByRole('link', { name: 'Create a profile' })).toHaveAttribute('href', '/join/selectProfileType');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/profiles/mine']);
    expect(server.requests[0]?.headers['meta-profile-id']).toBeUndefined();
  });

  it('invites a user without any profile to create one', async () => {
    replies['GET /api/profiles/mine'] = () => ({ json: [] });
    renderAt('/fund', <AreaRoutes />);

    expect(await screen.findByText('You have no profile yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a profile' })).toHaveAttribute('href', '/join/selectProfileType');
  });

  it('shows an error panel with a retry when the list cannot be read', async () => {
    let failures = 1;
    replies['GET /api/profiles/mine'] = () =>
      failures-- > 0
        ? { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Try again in a minute' } }
        : { json: [investorSummary] };
    renderAt('/fund', <AreaRoutes />);

    const alert = await screen.findByRole('alert', { name: 'Your profiles could not be loaded' });
    expect(alert).toHaveTextContent('Try again in a minute');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Harbour Family Office')).toBeInTheDocument();
  });
});
