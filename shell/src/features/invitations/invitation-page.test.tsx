/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aProfile, apiError, meReply, resetBrowserSession, sessionReply, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { InvitationPage, invitationType } from './invitation-page';

jest.setTimeout(30_000);

const CODE = 'invite-code-AbCdEf0123456789_-xyz';
const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Grace');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Hopper');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Cobol-1959!');
  await user.click(screen.getByRole('checkbox', { name: /i accept the terms/i }));
}

it('reads the type of the link (none = the administrator invitation)', () => {
  expect(invitationType('investor')).toBe('investor');
  expect(invitationType('fund')).toBe('fund');
  expect(invitationType(null)).toBe('admin');
  expect(invitationType('hacker')).toBeNull();
});

it('an incomplete link explains what to do', () => {
  renderPage(<InvitationPage />, { at: '/invitation?type=investor' });
  expect(screen.getByRole('heading', { name: 'This invitation link is incomplete' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'contact our support team' })).toHaveAttribute('href', '/contact');
});

it('an investor invitation signs up through signup-invited-investor and continues into the app', async () => {
  api.use({
    'POST /api/auth/signup-invited-investor': () => ({
      status: 201,
      json: sessionReply('invited-token', { firstName: 'Grace', email: 'grace@example.com' }),
    }),
    'GET /api/users/get-me': () => ({ json: meReply([fund]) }),
    'POST /api/auth/profile-switch': () => ({ json: { profile: fund } }),
  });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}&type=investor` });
  expect(screen.getByText(/your account will use the e-mail address this invitation was sent to/i)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await fillPerson(user);
  await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

  await waitFor(() => expect(currentLocation()).toBe('/'));
  expect(api.body(api.calls('POST /api/auth/signup-invited-investor')[0])).toEqual({
    invitationCode: CODE,
    firstName: 'Grace',
    lastName: 'Hopper',
    password: 'Cobol-1959!',
  });
  expect(sessionStore.getToken()).toBe('invited-token');
  expect(sessionStore.getActiveProfile()).toEqual({ id: fund.id, type: 'fund' });
});

it('a fund invitation uses signup-invited-fund; an expired one is explained', async () => {
  api.use({ 'POST /api/auth/signup-invited-fund': () => apiError(400, 'This invitation is invalid or has expired.') });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}&type=fund&email=grace%40example.com` });
  expect(screen.getByText('grace@example.com')).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await fillPerson(user);
  await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
  expect(await screen.findByText(/This invitation is invalid or has expired\. Ask the person who invited you/)).toBeInTheDocument();
  expect(api.calls('POST /api/auth/signup-invited-fund')).toHaveLength(1);
  expect(sessionStore.getToken()).toBeNull();
});

it('an administrator invitation asks for the e-mail and signs up with the invitation code', async () => {
  api.use({
    'POST /api/auth/signup': () => ({ status: 201, json: sessionReply('admin-token', { isAdmin: true, email: 'grace@example.com' }) }),
  });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}` });
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'grace@');
  await user.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'example.com');
  await fillPerson(user);
  await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

  await waitFor(() => expect(currentLocation()).toBe('/admin'));
  expect(api.body(api.calls('POST /api/auth/signup')[0])).toEqual({
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    password: 'Cobol-1959!',
    invitationCode: CODE,
  });
});
