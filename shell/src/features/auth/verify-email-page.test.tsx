/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aUser, apiError, meReply, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { VerifyEmailPage } from './verify-email-page';

jest.setTimeout(30_000);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

const LINK_TOKEN = 'Zm9vYmFyLWxpbmstdG9rZW4tMTIzNDU2Nzg5MA';

function routes() {
  api.use({
    'GET /api/auth/verify-email': (request) =>
      request.query.code === LINK_TOKEN || request.query.code === '123456'
        ? { json: { user: aUser({ emailVerified: true }) } }
        : (request.query.code ?? '').length > 6
          ? apiError(400, 'This verification link is invalid or has expired.')
          : apiError(422, 'Unprocessable Entity', { code: ['This code is incorrect or has expired.'] }),
    'GET /api/users/get-me': () => ({ json: meReply([], { emailVerified: false }) }),
    'POST /api/auth/resend-email-verification': () => ({ status: 204 }),
  });
}

it('?code= from the mailed link verifies at once and goes on to /join', async () => {
  routes();
  sessionStore.setToken('t');
  renderPage(<VerifyEmailPage />, { at: `/verifyEmail?code=${LINK_TOKEN}` });
  await waitFor(() => expect(currentLocation()).toBe('/join'));
  expect(api.calls('GET /api/auth/verify-email')).toHaveLength(1);
  expect(api.calls('GET /api/auth/verify-email')[0]?.query).toEqual({ code: LINK_TOKEN, isAccepted: 'true' });
});

it('the link works signed out too, then asks to log in', async () => {
  routes();
  renderPage(<VerifyEmailPage />, { at: `/verifyEmail?code=${LINK_TOKEN}` });
  expect(await screen.findByText(/ada@example.com is confirmed/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/login?returnTo=%2Fjoin');
});

it('an expired link says so and offers the code form to the signed-in user', async () => {
  routes();
  sessionStore.setToken('t');
  renderPage(<VerifyEmailPage />, { at: '/verifyEmail?code=expired-link-token-000' });
  expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /verification code/i })).toBeInTheDocument();
});

it('the signed-in user enters the 6-digit code; a wrong one is explained on the field', async () => {
  routes();
  sessionStore.setToken('t');
  renderPage(<VerifyEmailPage />, { at: '/verifyEmail' });
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
  const code = screen.getByRole('textbox', { name: /verification code/i });

  await user.type(code, '123');
  await user.tab();
  expect(await screen.findByText('Verification code must be at least 5 characters')).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '999999');
  await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
  expect(await screen.findByText('This code is incorrect or has expired.')).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
  await waitFor(() => expect(currentLocation()).toBe('/join'));
});

it('"Send a new code" calls resend-email-verification for the user\'s address', async () => {
  routes();
  sessionStore.setToken('t');
  renderPage(<VerifyEmailPage />, { at: '/verifyEmail' });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText(/We sent a new e-mail to ada@example.com/)).toBeInTheDocument();
  expect(api.calls('POST /api/auth/resend-email-verification')[0]?.query).toEqual({ email: 'ada@example.com' });
});

it('signed out without a link: takes the code with the address, offers to log in and to resend by address', async () => {
  routes();
  renderPage(<VerifyEmailPage />, { at: '/verifyEmail' });
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Fjoin');
  const user = userEvent.setup({ delay: null });
  const [codeEmail, resendEmail] = screen.getAllByRole('textbox', { name: /email/i });
  await user.type(codeEmail!, 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /verification code/i }), '000000');
  await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
  expect(await screen.findByText('This code is incorrect or has expired.')).toBeInTheDocument();
  expect(currentLocation()).toBe('/verifyEmail');

  await user.type(resendEmail!, 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
  expect(await screen.findByText(/If ada@example.com has an account waiting for confirmation/)).toBeInTheDocument();
});
