/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aProfile, apiError, resetBrowserSession, startFakeApi } from '../../session/testing/fake-api';
import { currentLocation, renderPage } from '../../session/testing/render-page';
import { InvitationPage } from './invitation-page';

jest.setTimeout(30_000);

const CODE = 'member-code-AbCdEf0123456789_-xyz';
const at = `/invitation?code=${CODE}&type=member`;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

it('a signed-out person is sent to log in and back to the invitation', async () => {
  renderPage(<InvitationPage />, { at });
  expect(screen.getByRole('heading', { name: 'You are invited to join a profile team' })).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(currentLocation()).toBe(`/login?returnTo=${encodeURIComponent(at)}`));
});

it('a signed-in person joins the team through profileMember/accept and picks the profile', async () => {
  sessionStore.setToken('member-token', { remember: false });
  const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');
  api.use({ 'POST /api/profileMember/accept': () => ({ json: { ...fund, role: 'editor' } }) });
  renderPage(<InvitationPage />, { at });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Join the team' }));
  await waitFor(() => expect(currentLocation()).toBe('/selectProfile'));
  expect(api.body(api.calls('POST /api/profileMember/accept')[0])).toEqual({ code: CODE });
});

it('shows why an invitation for another address cannot be accepted', async () => {
  sessionStore.setToken('member-token', { remember: false });
  api.use({ 'POST /api/profileMember/accept': () => apiError(403, 'This invitation was sent to another e-mail address.') });
  renderPage(<InvitationPage />, { at });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Join the team' }));
  expect(await screen.findByText('This invitation was sent to another e-mail address.')).toBeInTheDocument();
  expect(currentLocation()).toBe(at);
});
