/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { type InvitationDetails, sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aProfile, apiError, meReply, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { InvitationPage } from './invitation-page';

// The investor invitation of a fund (api/invitation): opened, accepted by an existing account, closed ones explained.
jest.setTimeout(30_000);

const CODE = 'invite-code-AbCdEf0123456789_-xyz';
const fund = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', type: 'fund' as const, name: 'Northwind Ventures', slug: 'northwind-ventures' };
const details: InvitationDetails = {
  kind: 'investor',
  email: 'grace@example.com',
  status: 'open',
  profile: fund,
  invitedBy: 'Ada Moreau',
  message: 'We would love you to see our second fund.',
  expiresAt: '2026-12-08T10:00:00.000Z',
  accountExists: false,
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

it('shows who invites and the message, and records the opening once', async () => {
  api.use({ 'POST /api/invitation/open': () => ({ json: details }) });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}&type=investor` });
  expect(await screen.findByText('We would love you to see our second fund.')).toBeInTheDocument();
  expect(screen.getByText(/Ada Moreau of/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
  expect(api.calls('POST /api/invitation/open')).toHaveLength(1);
  expect(api.body(api.calls('POST /api/invitation/open')[0])).toEqual({ code: CODE });
});

it('an address with an account is asked to log in instead of signing up', async () => {
  api.use({ 'POST /api/invitation/open': () => ({ json: { ...details, accountExists: true } }) });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}&type=investor` });
  expect(await screen.findByText(/grace@example.com already has a Fundnet account/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Log in' }));
  expect(currentLocation()).toMatch(/^\/login\?returnTo=/);
});

it('signed in, the user accepts with their account and lands on the fund', async () => {
  sessionStore.setToken('grace-token');
  api.use({
    'POST /api/invitation/open': () => ({ json: { ...details, accountExists: true } }),
    'GET /api/users/get-me': () => ({ json: meReply([aProfile(fund.id, 'fund', fund.name)], { email: 'grace@example.com' }) }),
    'POST /api/invitation/accept': () => ({ json: { profile: fund } }),
  });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}&type=investor` });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Accept with my account' }));
  await waitFor(() => expect(currentLocation()).toBe('/fund/northwind-ventures'));
  expect(api.calls('POST /api/invitation/accept')[0]?.headers.authorization).toBe('Bearer grace-token');
});

it('a failed accept shows the reason', async () => {
  sessionStore.setToken('grace-token');
  api.use({
    'POST /api/invitation/open': () => ({ json: details }),
    'GET /api/users/get-me': () => ({ json: meReply([], { email: 'other@example.com' }) }),
    'POST /api/invitation/accept': () => apiError(403, 'This invitation was sent to another e-mail address.'),
  });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}&type=investor` });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Accept with my account' }));
  expect(await screen.findByText('This invitation was sent to another e-mail address.')).toBeInTheDocument();
});

it.each([
  ['revoked', 'This invitation was revoked. Ask the fund for a new one.'],
  ['expired', 'This invitation has expired. Ask the fund to send it again.'],
] as const)('a %s invitation says why and hides the form', async (status, text) => {
  api.use({ 'POST /api/invitation/open': () => ({ json: { ...details, status } }) });
  renderPage(<InvitationPage />, { at: `/invitation?code=${CODE}&type=investor` });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
});
