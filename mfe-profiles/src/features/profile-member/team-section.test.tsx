/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileMemberList, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

// The machines that run the tests are shared and slow; typing into MUI inputs takes a while (this file took 25 s on
// CI's two cores beside the story tests, where the invite test ran out of a 10 s wait for its POST).
jest.setTimeout(60_000);

const at = '2026-05-01T10:00:00.000Z';
const ada = me.user.id;
const bruno = '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e02';
const invitationId = '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e90';

const team: ProfileMemberList = {
  members: [
    { userId: ada, firstName: 'Ada', lastName: 'Moreau', email: 'ada@northwind.example', role: 'owner', joinedAt: at },
    { userId: bruno, firstName: 'Bruno', lastName: 'Keller', email: 'bruno@northwind.example', role: 'editor', joinedAt: at },
  ],
  invitations: [
    {
      id: invitationId,
      email: 'carla@example.com',
      role: 'viewer',
      message: null,
      invitedBy: null,
      status: 'pending',
      createdAt: at,
      expiresAt: '2026-05-08T10:00:00.000Z',
    },
  ],
};

let role: 'owner' | 'viewer' = 'owner';
let server: TestServer;
let override: ((path: string, method: string) => TestReply | undefined) | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const custom = override?.(request.path, request.method);
    if (custom) return custom;
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role } };
    if (request.path === '/api/profileMember' && request.method === 'GET') return { json: team };
    if (request.path === '/api/profileMember/invite') return { status: 201, json: { invitations: [] } };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  role = 'owner';
  override = null;
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});

it('lists the members with their roles and the pending invitations', async () => {
  renderAt('/settings/team', <AreaRoutes />);
  const members = await screen.findByRole('list', { name: 'Members' });
  expect(within(members).getByText('Bruno Keller')).toBeInTheDocument();
  expect(within(members).getByRole('combobox', { name: 'Role of Bruno Keller' })).toHaveTextContent('Editor');
  const invitations = screen.getByRole('list', { name: 'Pending invitations' });
  expect(within(invitations).getByText('carla@example.com')).toBeInTheDocument();
  expect(within(invitations).getByRole('button', { name: 'Revoke the invitation to carla@example.com' })).toBeInTheDocument();
  expect(server.requests.find((request) => request.path === '/api/profileMember')?.headers['meta-profile-id']).toBe(fundProfile.id);
});

it('shows the spec messages when the invite form is sent empty, and sends nothing', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/team', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Send invitations' }));
  expect(await screen.findByText('At least one email is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(server.requests.filter((request) => request.path === '/api/profileMember/invite')).toHaveLength(0);
});

it('invites the addresses typed as chips, with the role and the message', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/settings/team', <AreaRoutes />);
  const emails = await screen.findByRole('combobox', { name: /E-mail addresses/ });
  await user.type(emails, 'Dan@Example.com{Enter}');
  await user.type(emails, 'eve@example.com, fay@example.com{Enter}');
  expect(screen.getByRole('button', { name: 'fay@example.com' })).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: /^Role\s*\*?$/ }));
  await user.click(await screen.findByRole('option', { name: 'Viewer' }));
  // The role menu closes with a transition; until it has, its focus trap takes the keys typed into the message.
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Join us on Fundnet');
  expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Join us on Fundnet');
  await user.click(screen.getByRole('button', { name: 'Send invitations' }));

  // A form that refused to send says why here rather than as a missing request.
  expect(screen.queryByText(/is required|Invalid/)).not.toBeInTheDocument();
  await waitFor(() => expect(server.requests.some((request) => request.path === '/api/profileMember/invite')).toBe(true), {
    timeout: 25_000,
  });
  const call = server.requests.find((request) => request.path === '/api/profileMember/invite');
  expect(call?.method).toBe('POST');
  expect(JSON.parse(call?.body ?? '{}')).toEqual({
    emails: ['dan@example.com', 'eve@example.com', 'fay@example.com'],
    role: 'viewer',
    message: 'Join us on Fundnet',
  });
});

it('shows why the last owner cannot be demoted (409)', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) =>
    path === `/api/profileMember/${bruno}` && method === 'PATCH'
      ? {
          status: 409,
          json: { statusCode: 409, error: 'Conflict', message: 'A profile needs at least one owner. Make someone else an owner first.' },
        }
      : undefined;
  renderAt('/settings/team', <AreaRoutes />);
  await user.click(await screen.findByRole('combobox', { name: 'Role of Bruno Keller' }));
  await user.click(await screen.findByRole('option', { name: 'Viewer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
  await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
  expect(await within(dialog).findByText('A profile needs at least one owner. Make someone else an owner first.')).toBeInTheDocument();
  const patch = server.requests.find((request) => request.method === 'PATCH');
  expect(JSON.parse(patch?.body ?? '{}')).toEqual({ role: 'viewer' });
});

it('removes a member after confirming', async () => {
  const user = userEvent.setup({ delay: null });
  override = (path, method) => (path === `/api/profileMember/${bruno}` && method === 'DELETE' ? { status: 204 } : undefined);
  renderAt('/settings/team', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Remove Bruno Keller' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove member?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a viewer sees the team, the actions disabled, and why', async () => {
  role = 'viewer';
  renderAt('/settings/team', <AreaRoutes />);
  expect(await screen.findByText(/only an owner or an admin can invite people/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Bruno Keller' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send invitations' })).not.toBeInTheDocument();
});
