/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { adminMe } from '../approvals/testing';
import { detail, entry, user, userId } from './testing';

configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

let server: TestServer;
let revokeReply: (request: RecordedRequest) => TestReply;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(true) };
    if (request.path === '/api/administration/referral-links') return { json: { items: [] } };
    if (request.path === '/api/administration/users') return { json: { items: [user()], total: 1, page: 1, limit: 20 } };
    if (request.path === `/api/administration/users/${userId}`) return { json: detail() };
    if (request.path === `/api/administration/user-revoke/${userId}`) return revokeReply(request);
    if (request.path === '/api/administration/activity') return { json: { items: [entry], total: 1, page: 1, limit: 20 } };
    return { status: 404 };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  revokeReply = () => ({ json: detail({ revokedAt: '2026-11-24T10:00:00.000Z' }) });
  sessionStore.clearSession();
  sessionStore.setToken('token');
});

describe('users', () => {
  it('lists users from the server and sends the product §3 filters', async () => {
    renderAt('/admin/users', <AreaRoutes />);
    const grid = await screen.findByRole('grid', { name: 'Users' });
    expect(await within(grid).findByRole('link', { name: 'lena@northwind.example' })).toHaveAttribute('href', `/admin/users/${userId}`);
    expect(within(grid).getByText('Berlin LP Summit')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('E-mail status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Unverified' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/api/administration/users' && r.query.emailStatus === 'unverified')).toBe(true),
    );
  });

  it('revokes a user after a confirmation', async () => {
    renderAt(`/admin/users/${userId}`, <AreaRoutes />);
    expect(await screen.findByRole('heading', { name: 'Lena Fischer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northwind Fund I' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => {
      const call = server.requests.find((r) => r.method === 'PATCH' && r.path === `/api/administration/user-revoke/${userId}`);
      expect(JSON.parse(call?.body ?? 'null')).toEqual({ revoked: true });
    });
  });

  it('shows the server’s refusal (the last administrator)', async () => {
    revokeReply = () => ({
      status: 409,
      json: {
        statusCode: 409,
        error: 'Conflict',
        message: 'The last administrator cannot be revoked, deleted or demoted.',
        code: 'LAST_ADMINISTRATOR',
      },
    });
    renderAt(`/admin/users/${userId}`, <AreaRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The last administrator cannot be revoked, deleted or demoted.')).toBeInTheDocument();
  });
});

describe('activity', () => {
  it('shows the log with its before → after change and filters by action', async () => {
    renderAt('/admin/activity', <AreaRoutes />);
    const grid = await screen.findByRole('grid', { name: 'Activity log' });
    expect(await within(grid).findByText('User revoked')).toBeInTheDocument();
    expect(within(grid).getByText('Revoked: No → Yes')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Action'));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed sign-in' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/api/administration/activity' && r.query.action === 'auth.loginFailed')).toBe(true),
    );
  });
});
