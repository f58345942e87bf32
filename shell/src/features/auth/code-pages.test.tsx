/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aUser, apiError, meReply, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { CodePage } from './code-page';
import { SmsCodePage } from './sms-code-page';

jest.setTimeout(30_000);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

function routes() {
  api.use({
    'GET /api/users/get-me': () => ({ json: meReply([], { emailVerified: false }) }),
    'POST /api/auth/send-sms-verification': () => ({ status: 204 }),
    'POST /api/auth/verify-sms-code': (request) =>
      (JSON.parse(request.body) as { code: string }).code === '246810'
        ? { json: { user: aUser({ phoneNumber: '+49 30 1234567', phoneVerified: true }) } }
        : apiError(422, 'Unprocessable Entity', { code: ['This code is incorrect or has expired.'] }),
    'GET /api/auth/verify-email': () => ({ json: { user: aUser() } }),
  });
}

describe('/smsCode', () => {
  it('asks to log in first', () => {
    renderPage(<SmsCodePage />, { at: '/smsCode' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2FsmsCode');
  });

  it('texts a code to the number, then confirms it', async () => {
    routes();
    sessionStore.setToken('t');
    renderPage(<SmsCodePage />, { at: '/smsCode' });
    const user = userEvent.setup({ delay: null });
    const phone = await screen.findByRole('textbox', { name: /phone number/i });

    await user.type(phone, '12 34');
    await user.tab();
    expect(await screen.findByText('Phone number must be at least 7 characters')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '030 1234567');
    await user.tab();
    expect(await screen.findByText('Start with + and the country code, e.g. +41 79 123 45 67')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+49 30 1234567');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText('+49 30 1234567')).toBeInTheDocument();
    // Sent in E.164 (issue 34.6), shown grouped.
    expect(api.body(api.calls('POST /api/auth/send-sms-verification')[0])).toEqual({ phoneNumber: '+49301234567' });
    const code = screen.getByRole('textbox', { name: /code from the text message/i });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByText('This code is incorrect or has expired.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByText('+49 30 1234567 is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/join');
  });
});

describe('/code', () => {
  it('purpose=sms verifies through verify-sms-code and goes on', async () => {
    routes();
    sessionStore.setToken('t');
    renderPage(<CodePage />, { at: '/code?purpose=sms&returnTo=%2FuserSettings' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /code from the text message/i }), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentLocation()).toBe('/userSettings'));
    expect(api.calls('POST /api/auth/verify-sms-code')).toHaveLength(1);
    expect(api.calls('GET /api/auth/verify-email')).toHaveLength(0);
  });

  it('by default verifies the e-mail', async () => {
    routes();
    sessionStore.setToken('t');
    renderPage(<CodePage />, { at: '/code' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /verification code/i }), '135790');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentLocation()).toBe('/join'));
    expect(api.calls('GET /api/auth/verify-email')[0]?.query).toEqual({ code: '135790', isAccepted: 'true' });
  });
});
