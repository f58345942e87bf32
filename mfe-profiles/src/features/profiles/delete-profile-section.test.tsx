/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileDetail, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fundProfile, me } from '../../testing/fixtures';
import { DeleteProfileSection } from './delete-profile-section';

jest.setTimeout(30_000);

let detail: ProfileDetail = fundProfile;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}` && request.method === 'GET') return { json: detail };
    if (request.path === `/api/profiles/${fundProfile.id}` && request.method === 'DELETE') return { status: 204 };
    if (request.path === '/api/profiles/mine') return { json: [] };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  detail = { ...fundProfile, status: 'draft' };
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

const renderSection = () => renderPage(<DeleteProfileSection />, { path: '/settings/deleteProfile', url: '/settings/deleteProfile' });
const deletes = () => server.requests.filter((request) => request.method === 'DELETE');

it('deletes a draft once its name is typed, then leaves the session without a profile for /selectProfile', async () => {
  const user = userEvent.setup({ delay: null });
  renderSection();
  const confirm = await screen.findByRole('button', { name: 'Delete profile' });
  expect(confirm).toBeDisabled();

  const name = screen.getByRole('textbox', { name: /Profile name/ });
  await user.type(name, 'Northwind');
  expect(confirm).toBeDisabled();
  await user.type(name, '{Enter}');
  expect(deletes()).toHaveLength(0);

  await user.type(name, ' Ventures');
  expect(confirm).toBeEnabled();
  await user.click(confirm);

  expect(await screen.findByTestId('location')).toHaveTextContent('/selectProfile');
  expect(deletes()).toHaveLength(1);
  expect(deletes()[0]).toMatchObject({ path: `/api/profiles/${fundProfile.id}` });
  expect(deletes()[0]?.headers['meta-profile-id']).toBe(fundProfile.id);
  await waitFor(() => expect(sessionStore.getActiveProfile()).toBeNull());
});

it('explains that only drafts can be deleted', async () => {
  detail = { ...fundProfile, status: 'published' };
  renderSection();
  expect(await screen.findByText(/Only draft profiles can be deleted/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
});

it('explains that only an owner can delete the draft', async () => {
  detail = { ...fundProfile, status: 'draft', role: 'editor' };
  renderSection();
  expect(await screen.findByText(/Only an owner of Northwind Ventures can delete it/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
});
