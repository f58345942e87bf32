/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, apiError, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { renderPage } from '../../session/testing/render-page';
import { NewPasswordPage } from './new-password-page';
import { ResetPasswordPage } from './reset-password-page';

jest.setTimeout(30_000);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

describe('/resetPassword', () => {
  it('always answers that a link was sent if the account exists', async () => {
    api.use({ 'POST /api/auth/request-reset-password': () => ({ status: 204 }) });
    renderPage(<ResetPasswordPage />, { at: '/resetPassword' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If an account exists for this e-mail, we sent a link/)).toBeInTheDocument();
    expect(api.body(api.calls('POST /api/auth/request-reset-password')[0])).toEqual({ email: 'nobody@example.com' });
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });
});

describe('/newPassword', () => {
  const CODE = 'reset-code-0123456789abcdef';

  it('a link without its code explains and offers a new link', () => {
    renderPage(<NewPasswordPage />, { at: '/newPassword' });
    expect(screen.getByRole('heading', { name: 'This reset link is incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/resetPassword');
  });

  it('checks the rules and the repetition, saves, signs this browser out and says all sessions ended', async () => {
    api.use({ 'POST /api/auth/reset-password': () => ({ status: 204 }) });
    sessionStore.setToken('old-token', { remember: true });
    renderPage(<NewPasswordPage />, { at: `/newPassword?code=${CODE}` });
    const user = userEvent.setup({ delay: null });
    const password = screen.getByLabelText(/^new password/i, { selector: 'input' });
    const repeat = screen.getByLabelText(/repeat the new password/i, { selector: 'input' });

    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Better-Secret-9');
    await user.type(repeat, 'Better-Secret-8');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(repeat);
    await user.type(repeat, 'Better-Secret-9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/we signed you out everywhere/)).toBeInTheDocument();
    const call = api.calls('POST /api/auth/reset-password')[0];
    expect(call?.query).toEqual({ code: CODE });
    expect(api.body(call)).toEqual({ password: 'Better-Secret-9' });
    expect(sessionStore.getToken()).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('an expired link shows the server message and the way to a new link', async () => {
    api.use({ 'POST /api/auth/reset-password': () => apiError(400, 'This reset link is invalid or has expired.') });
    renderPage(<NewPasswordPage />, { at: `/newPassword?code=${CODE}` });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), 'Better-Secret-9');
    await user.type(screen.getByLabelText(/repeat the new password/i, { selector: 'input' }), 'Better-Secret-9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/resetPassword');
  });
});
