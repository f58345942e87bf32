/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, apiError, resetBrowserSession, sessionReply, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { Route, Routes } from 'react-router-dom';
import { SignupPage } from './signup-page';
import { VerifyEmailPage } from './verify-email-page';

jest.setTimeout(30_000);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

const rule = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(name)
    .closest('li');

it('ticks the password checklist as the person types and shows each password message', async () => {
  renderPage(<SignupPage />, { at: '/signup' });
  const user = userEvent.setup({ delay: null });
  const password = screen.getByLabelText(/^password/i, { selector: 'input' });

  for (const item of [/8 characters/, /uppercase/, /number/, /special/]) expect(rule(item)).toHaveAttribute('data-met', 'false');

  await user.type(password, 'abc');
  await user.tab();
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

  await user.type(password, 'defgh');
  expect(rule(/8 characters/)).toHaveAttribute('data-met', 'true');
  expect(await screen.findByText('Password must contain at least one uppercase letter')).toBeInTheDocument();

  await user.clear(password);
  await user.type(password, 'Abcdefgh');
  expect(rule(/uppercase/)).toHaveAttribute('data-met', 'true');
  expect(await screen.findByText('Password must contain at least one number')).toBeInTheDocument();

  await user.type(password, '1');
  expect(rule(/number/)).toHaveAttribute('data-met', 'true');
  expect(await screen.findByText('Password must contain at least one special character')).toBeInTheDocument();

  await user.type(password, '!');
  expect(rule(/special/)).toHaveAttribute('data-met', 'true');
  await waitFor(() => expect(screen.queryByText(/^Password must/)).not.toBeInTheDocument());

  await user.clear(password);
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
});

it('requires names and the terms, then signs up without a session and asks for the mailed code with the address', async () => {
  api.use({
    'POST /api/auth/signup': (request) => ({ status: 202, json: { status: 'verificationSent', email: api.body(request).email } }),
    'GET /api/auth/verify-email': (request) =>
      request.query.code === '123456' && request.query.email === 'ada@example.com'
        ? { json: { ...sessionReply('verified-token', { emailVerified: true }) } }
        : apiError(422, 'Unprocessable Entity', { code: ['This code is incorrect or has expired.'] }),
  });
  renderPage(<SignupPage />, {
    at: '/signup',
    alwaysShown: (
      <Routes>
        <Route path="/verifyEmail" element={<VerifyEmailPage />} />
        <Route path="*" element={null} />
      </Routes>
    ),
  });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Please accept the terms of use and the privacy policy')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Secret-123');
  await user.click(screen.getByRole('checkbox', { name: /i accept the terms/i }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(currentLocation()).toBe('/verifyEmail'));
  expect(sessionStore.getToken()).toBeNull();
  expect(api.body(api.calls('POST /api/auth/signup')[0])).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'Secret-123',
  });
  // The address came along (router state, not the URL): only the code is left to type.
  expect((await screen.findAllByRole('textbox', { name: /email/i }))[0]).toHaveValue('ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /verification code/i }), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
  await waitFor(() => expect(currentLocation()).toBe('/join'));
  expect(sessionStore.getToken()).toBe('verified-token');
  expect(api.calls('GET /api/auth/verify-email')[0]?.query).toEqual({ code: '123456', email: 'ada@example.com', isAccepted: 'true' });
});
