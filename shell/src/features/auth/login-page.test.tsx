/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aProfile, apiError, meReply, resetBrowserSession, sessionReply, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { LoginPage } from './login-page';

const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');
const investor = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', 'investor', 'Ada Capital');

jest.setTimeout(30_000);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

function signInRoutes(profiles = [fund]) {
  api.use({
    'POST /api/auth/login': (request) => {
      const { email, password } = JSON.parse(request.body) as { email: string; password: string };
      return email === 'ada@example.com' && password === 'Secret-123'
        ? { json: sessionReply('new-token') }
        : apiError(401, 'Invalid email or password.');
    },
    'GET /api/users/get-me': () => ({ json: meReply(profiles) }),
    'POST /api/auth/profile-switch': (request) => {
      const { profileId } = JSON.parse(request.body) as { profileId: string };
      const profile = profiles.find((p) => p.id === profileId);
      return profile ? { json: { profile } } : apiError(403, 'You are not a member of this profile.');
    },
  });
}

/** The requests besides the page's read of which sign-in buttons to show (GET feature-config). */
const callsBeyondConfig = () => api.server.requests.filter((request) => request.path !== '/api/feature-config');

async function fillIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /email/i }), email);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), password);
  return user;
}

describe('validation', () => {
  it("shows 'Invalid email address' after leaving a wrong address, and 'Email is required' once emptied", async () => {
    renderPage(<LoginPage />, { at: '/login' });
    const user = userEvent.setup({ delay: null });
    const email = screen.getByRole('textbox', { name: /email/i });

    await user.type(email, 'ada@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('an empty submit explains both fields and calls nothing', async () => {
    signInRoutes();
    renderPage(<LoginPage />, { at: '/login' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsBeyondConfig()).toHaveLength(0);
  });
});

describe('signing in', () => {
  it('stores the token (this tab only) and goes to returnTo', async () => {
    signInRoutes();
    renderPage(<LoginPage />, { at: '/login?returnTo=%2Ffund%2Fnorthwind%3Ftab%3Dteam' });
    const user = await fillIn('ada@example.com', 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentLocation()).toBe('/fund/northwind?tab=team'));
    expect(sessionStore.getToken()).toBe('new-token');
    expect(sessionStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.body(api.calls('POST /api/auth/login')[0])).toEqual({ email: 'ada@example.com', password: 'Secret-123' });
    // The only profile becomes the active one, on the server too.
    expect(sessionStore.getActiveProfile()).toEqual({ id: fund.id, type: 'fund' });
    expect(api.body(api.calls('POST /api/auth/profile-switch')[0])).toEqual({ profileId: fund.id, profileType: 'fund' });
  });

  it('"Remember me" keeps the token in localStorage', async () => {
    signInRoutes();
    renderPage(<LoginPage />, { at: '/login' });
    const user = await fillIn('ada@example.com', 'Secret-123');
    await user.click(screen.getByRole('checkbox', { name: /remember me/i }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    expect(sessionStorage.getItem('token')).toBeNull();
    // Let the sign-in finish (profile switch, navigation) so it cannot spill into the next test.
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('ignores a returnTo of another site and picks the first page from the profiles', async () => {
    signInRoutes([fund, investor]);
    renderPage(<LoginPage />, { at: '/login?returnTo=%2F%2Fevil.example%2Fphish' });
    const user = await fillIn('ada@example.com', 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/selectProfile'));
    expect(sessionStore.getActiveProfile()).toBeNull();
  });

  it('sends someone without a profile to /join, one profile to home', async () => {
    signInRoutes([]);
    const first = renderPage(<LoginPage />, { at: '/login' });
    let user = await fillIn('ada@example.com', 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/join'));
    first.unmount();

    resetBrowserSession();
    signInRoutes([fund]);
    renderPage(<LoginPage />, { at: '/login' });
    user = await fillIn('ada@example.com', 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('a wrong password shows the server message and keeps the session empty', async () => {
    signInRoutes();
    renderPage(<LoginPage />, { at: '/login' });
    const user = await fillIn('ada@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(sessionStore.getToken()).toBeNull();
    expect(currentLocation()).toBe('/login');
  });

  it('says why when the session expired', () => {
    sessionStore.setToken('old');
    sessionStore.expireSession();
    renderPage(<LoginPage />, { at: '/login?returnTo=%2Ffeed' });
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });
});

/** GET api/feature-config as a server configured for `providers` answers it. */
const configuredFor = (...providers: ('linkedin' | 'google')[]) => ({
  'GET /api/feature-config': () => ({ json: { flags: [], socialSignIn: providers, profile: null } }),
});

describe('social sign-in', () => {
  it('offers LinkedIn and Google as links to the API when the server has both', async () => {
    api.use(configuredFor('linkedin', 'google'));
    renderPage(<LoginPage />, { at: '/login' });
    expect(await screen.findByRole('link', { name: /continue with linkedin/i })).toHaveAttribute(
      'href',
      `${api.server.url}/api/auth/linkedin`,
    );
    expect(screen.getByRole('link', { name: /continue with google/i })).toHaveAttribute('href', `${api.server.url}/api/auth/google`);
  });

  it('shows no button for a provider the server is not configured for', async () => {
    api.use(configuredFor('google'));
    renderPage(<LoginPage />, { at: '/login' });
    expect(await screen.findByRole('link', { name: /continue with google/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /continue with linkedin/i })).not.toBeInTheDocument();
  });

  it('shows no social button and no "or" when no provider is configured, or the configuration cannot be read', async () => {
    for (const routes of [configuredFor(), {}]) {
      api.use(routes);
      const { unmount } = renderPage(<LoginPage />, { at: '/login' });
      await waitFor(() => expect(api.calls('GET /api/feature-config')).toHaveLength(1));
      // the answer has arrived and been rendered: the form is there, the buttons and their divider are not
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
      expect(screen.queryByRole('link', { name: /continue with/i })).not.toBeInTheDocument();
      expect(screen.queryByText('or')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('#code=… from the callback is exchanged by POST for a session, the fragment cleared, and continues', async () => {
    signInRoutes([fund, investor]);
    api.use({
      'POST /api/auth/social/exchange': (request) =>
        (JSON.parse(request.body) as { code: string }).code === 'one-time-code'
          ? { json: sessionReply('social-token') }
          : apiError(401, 'This sign-in has expired or was already used. Please sign in again.'),
    });
    sessionStorage.setItem('fundnet.socialSignIn', JSON.stringify({ remember: true, returnTo: '/events' }));
    renderPage(<LoginPage />, { at: '/login#code=one-time-code' });
    await waitFor(() => expect(currentLocation()).toBe('/events'));
    expect(localStorage.getItem('token')).toBe('social-token');
    expect(sessionStorage.getItem('fundnet.socialSignIn')).toBeNull();
    expect(api.server.requests.filter((r) => r.path === '/api/auth/social/exchange')).toHaveLength(1);
  });

  it('a used or foreign code signs nobody in and says so', async () => {
    signInRoutes();
    api.use({
      'POST /api/auth/social/exchange': () => apiError(401, 'This sign-in has expired or was already used. Please sign in again.'),
    });
    renderPage(<LoginPage />, { at: '/login#code=someone-elses-code' });
    expect(await screen.findByText('This sign-in has expired or was already used. Please sign in again.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(sessionStore.getToken()).toBeNull();
  });

  it('#token=… in the address signs nobody in (sign-in fixation)', async () => {
    signInRoutes();
    renderPage(<LoginPage />, { at: '/login#token=another-accounts-token' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStore.getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(callsBeyondConfig()).toHaveLength(0);
  });

  it('#error=… from the callback is shown on the page, in words, under a title that says what happened', async () => {
    renderPage(<LoginPage />, { at: '/login#error=Sign-in%20with%20Google%20was%20cancelled.' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We could not sign you in');
    expect(notice).toHaveTextContent('Sign-in with Google was cancelled.');
    expect(currentLocation()).toBe('/login');
    expect(sessionStore.getToken()).toBeNull();
  });
});
