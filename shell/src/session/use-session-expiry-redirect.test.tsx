/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import { currentLocation, renderPage } from './testing/render-page';
import { type FakeApi, apiError, resetBrowserSession, startFakeApi } from './testing/fake-api';
import { SESSION_EXPIRED_MESSAGE, useSessionExpiryRedirect } from './use-session-expiry-redirect';

function ExpiryWatcher() {
  useSessionExpiryRedirect();
  return null;
}

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

it('a 401 to a signed-in call sends the person to /login?returnTo=<where they were>, with a notice', async () => {
  api.use({ 'GET /api/users/get-me': () => apiError(401, 'Your session has ended.') });
  sessionStore.setToken('stale-token');
  renderPage(<p>Fund page</p>, { at: '/fund/northwind?tab=team', alwaysShown: <ExpiryWatcher /> });
  expect(currentLocation()).toBe('/fund/northwind?tab=team');

  await act(async () => {
    await expect(apiClient.get('api/users/get-me')).rejects.toMatchObject({ status: 401 });
  });

  await waitFor(() => expect(currentLocation()).toBe('/login?returnTo=%2Ffund%2Fnorthwind%3Ftab%3Dteam'));
  expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
  expect(sessionStore.getToken()).toBeNull();
  expect(api.calls('GET /api/users/get-me')[0]?.headers.authorization).toBe('Bearer stale-token');
});

it('a sign-out is not an expiry: nobody is redirected', async () => {
  sessionStore.setToken('t');
  renderPage(<p>Feed</p>, { at: '/feed', alwaysShown: <ExpiryWatcher /> });
  act(() => sessionStore.clearSession());
  expect(currentLocation()).toBe('/feed');
});

it('does not redirect again once on /login', async () => {
  sessionStore.setToken('t');
  renderPage(<p>Login</p>, { at: '/login?returnTo=%2Ffeed', alwaysShown: <ExpiryWatcher /> });
  act(() => sessionStore.expireSession());
  expect(currentLocation()).toBe('/login?returnTo=%2Ffeed');
});
