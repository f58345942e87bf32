/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type InvestorInvitation, sessionStore } from '@fundnet/api-client';
import { startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

// Invite Investors and Manage Invitations against a test server whose replies are checked against the API contract.
jest.setTimeout(30_000);

const at = '2026-11-20T10:00:00.000Z';
const invitation = (overrides: Partial<InvestorInvitation>): InvestorInvitation => ({
  id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e90',
  email: 'carla@example.com',
  message: 'See our fund',
  status: 'sent',
  invitedBy: { userId: me.user.id, firstName: 'Ada', lastName: 'Moreau' },
  sendCount: 1,
  lastSentAt: at,
  resendAvailableAt: null,
  openedAt: null,
  acceptedAt: null,
  revokedAt: null,
  createdAt: at,
  expiresAt: '2026-12-04T10:00:00.000Z',
  ...overrides,
});

const invitations: InvestorInvitation[] = [
  invitation({}),
  invitation({
    id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e91',
    email: 'dan@example.com',
    status: 'opened',
    openedAt: '2026-11-21T08:00:00.000Z',
  }),
  invitation({
    id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e92',
    email: 'eve@example.com',
    status: 'accepted',
    acceptedAt: '2026-11-22T08:00:00.000Z',
  }),
  invitation({
    id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e93',
    email: 'fay@example.com',
    status: 'expired',
    expiresAt: '2026-11-19T08:00:00.000Z',
  }),
  invitation({
    id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e94',
    email: 'gus@example.com',
    resendAvailableAt: '2099-01-01T00:00:00.000Z',
  }),
];

let role: 'owner' | 'viewer' = 'owner';
let server: TestServer;
let override: ((path: string, method: string) => TestReply | undefined) | null = null;

beforeAll(async () => {
  server = await startTestServer((request) => {
    const custom = override?.(request.path, request.method);
    if (custom) return custom;
    if (request.path === '/api/users/get-me') return { json: me };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: { ...fundProfile, role } };
    if (request.path === '/api/investor-invitation' && request.method === 'GET') return { json: { invitations } };
    if (request.path === '/api/investor-invitation' && request.method === 'POST') {
      const body = JSON.parse(request.body) as { emails: string[] };
      return { status: 201, json: { invitations: body.emails.map((email, i) => invitation({ id: invitations[i]!.id, email })) } };
    }
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

describe('/settings/inviteInvestors', () => {
  it("shows the form's messages word for word and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/settings/inviteInvestors', <AreaRoutes />);
    await user.click(await screen.findByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('At least one email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/api/investor-invitation' && r.method === 'POST')).toHaveLength(0);
  });

  it('invites several addresses with the message, acting as the fund', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/settings/inviteInvestors', <AreaRoutes />);
    const emails = await screen.findByRole('combobox', { name: /e-mail addresses/ });
    await user.type(emails, 'Carla@Example.com, dan@example.com{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'See our second fund');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('2 invitations sent')).toBeInTheDocument();
    const call = server.requests.find((r) => r.path === '/api/investor-invitation' && r.method === 'POST');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ emails: ['carla@example.com', 'dan@example.com'], message: 'See our second fund' });
    expect(call?.headers['meta-profile-id']).toBe(fundProfile.id);
  });

  it('an invalid address shows the e-mail message', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/settings/inviteInvestors', <AreaRoutes />);
    await user.type(await screen.findByRole('combobox', { name: /e-mail addresses/ }), 'not-an-address{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('a viewer is told who can invite', async () => {
    role = 'viewer';
    renderAt('/settings/inviteInvestors', <AreaRoutes />);
    expect(await screen.findByText(/Only editors, admins and owners of this fund can invite investors/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).not.toBeInTheDocument();
  });

  it('an investor profile is told that funds invite investors', async () => {
    sessionStore.setActiveProfile({ id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002', type: 'investor' });
    renderAt('/settings/inviteInvestors', <AreaRoutes />);
    expect(await screen.findByText('Investor invitations are sent by funds')).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/investor-invitation')).toBe(false);
  });
});

describe('/settings/invitations', () => {
  it('lists each address with its status and the actions that status allows', async () => {
    renderAt('/settings/invitations', <AreaRoutes />);
    const list = await screen.findByRole('list', { name: 'Investor invitations' });
    const row = (email: string) => within(list).getByText(email).closest('li') as HTMLElement;
    expect(within(row('carla@example.com')).getByText('Sent')).toBeInTheDocument();
    expect(within(row('dan@example.com')).getByText('Opened')).toBeInTheDocument();
    expect(within(row('eve@example.com')).getByText('Accepted')).toBeInTheDocument();
    expect(within(row('eve@example.com')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('fay@example.com')).getByRole('button', { name: 'Re-invite fay@example.com' })).toBeInTheDocument();
    expect(within(row('gus@example.com')).getByRole('button', { name: 'Resend the invitation to gus@example.com' })).toBeDisabled();
    expect(within(row('gus@example.com')).getByText(/Can be resent from/)).toBeInTheDocument();
    expect(screen.getByText('2 sent · 1 opened · 1 accepted · 1 expired')).toBeInTheDocument();
  });

  it('resends, shows the throttle message the server gives, re-invites and revokes after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    override = (path, method) => {
      if (path.endsWith('/resend')) {
        return {
          status: 429,
          json: {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'This invitation was sent a moment ago. You can send it again in 9 minutes.',
          },
        };
      }
      if (path.endsWith('/reinvite'))
        return { status: 201, json: invitation({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e95', email: 'fay@example.com' }) };
      if (method === 'DELETE') return { status: 204 };
      return undefined;
    };
    renderAt('/settings/invitations', <AreaRoutes />);
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to carla@example.com' }));
    expect(await screen.findByText('This invitation was sent a moment ago. You can send it again in 9 minutes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Re-invite fay@example.com' }));
    expect(await screen.findByText('New invitation sent to fay@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to dan@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(server.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/investor-invitation/4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e91');
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
  });

  it('a viewer sees the statuses without the actions', async () => {
    role = 'viewer';
    renderAt('/settings/invitations', <AreaRoutes />);
    await screen.findByRole('list', { name: 'Investor invitations' });
    expect(screen.getByText(/Only editors, admins and owners of this fund can resend/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });
});
