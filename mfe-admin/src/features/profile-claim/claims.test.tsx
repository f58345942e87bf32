/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { type AdminProfileClaim, apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { adminMe } from '../approvals/testing';

jest.setTimeout(30_000);

const claimId = (n: number) => `5d1c6b1e-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`;

function aClaim(n: number, overrides: Partial<AdminProfileClaim> = {}): AdminProfileClaim {
  return {
    id: claimId(n),
    status: 'pendingReview',
    email: `lena${n}@gmail.com`,
    emailDomain: 'gmail.com',
    websiteDomain: 'saltmarsh.vc',
    domainMatches: false,
    profile: {
      id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01',
      type: 'fund',
      name: `Saltmarsh Ventures ${n}`,
      slug: `saltmarsh-ventures-${n}`,
      website: 'https://saltmarsh.vc',
    },
    createdAt: '2026-11-20T09:30:00.000Z',
    linkExpiresAt: '2026-11-21T09:30:00.000Z',
    verifiedAt: '2026-11-20T09:40:00.000Z',
    reviewedAt: null,
    declineReason: null,
    declineMessage: null,
    completedAt: null,
    claimant: { id: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e09', email: 'lena@personal.example', firstName: 'Lena', lastName: 'Berg' },
    reviewedBy: null,
    ...overrides,
  };
}

let server: TestServer;
let isAdmin: boolean;
let list: (request: RecordedRequest) => TestReply;
let decide: (request: RecordedRequest) => TestReply;
const requestsTo = (path: string, method = 'GET') => server.requests.filter((r) => r.method === method && r.path === path);

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(isAdmin) };
    if (request.path === '/api/administration/profile-claims') return list(request);
    if (request.path.startsWith('/api/administration/profile-claims/')) return decide(request);
    return { status: 404 };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  isAdmin = true;
  list = (request) => {
    const page = Number(request.query.page ?? 1);
    const items = page === 1 ? Array.from({ length: 10 }, (_, i) => aClaim(i + 1)) : [aClaim(11)];
    return { json: { items, total: 11, page, limit: 10 } };
  };
  decide = (request) => ({
    json: aClaim(1, {
      status: request.path.endsWith('/approve') ? 'approved' : 'declined',
      reviewedAt: '2026-11-21T08:00:00.000Z',
      reviewedBy: { id: adminMe().user.id, email: 'ops@fundnet.example', firstName: 'Ada', lastName: 'Moreau' },
    }),
  });
  sessionStore.clearSession();
  sessionStore.setToken('token');
});

it('lists the claims waiting for a review with who claims what and why, and pages on the server', async () => {
  renderAt('/admin/claims', <AreaRoutes />);
  const list = await screen.findByRole('list', { name: 'Profile claims' });
  const first = within(list).getByRole('listitem', { name: 'Saltmarsh Ventures 1' });
  expect(within(first).getByRole('link', { name: 'Saltmarsh Ventures 1' })).toHaveAttribute('href', '/fund/saltmarsh-ventures-1');
  expect(within(first).getByText('Lena Berg (lena@personal.example)')).toBeInTheDocument();
  expect(within(first).getByText("lena1@gmail.com: not on saltmarsh.vc, the website's domain")).toBeInTheDocument();
  expect(within(first).getByText('Waiting for review')).toBeInTheDocument();
  expect(requestsTo('/api/administration/profile-claims')[0]?.query).toEqual({ status: 'pendingReview', page: '1', limit: '10' });
  expect(screen.getByRole('heading', { level: 1, name: 'Profile claims' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Administration' });
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/admin/claims');

  expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('listitem', { name: 'Saltmarsh Ventures 11' })).toBeInTheDocument();
  expect(requestsTo('/api/administration/profile-claims').at(-1)?.query).toEqual({ status: 'pendingReview', page: '2', limit: '10' });

  await userEvent.click(screen.getByRole('button', { name: 'All claims' }));
  await waitFor(() => expect(requestsTo('/api/administration/profile-claims').at(-1)?.query).toEqual({ page: '1', limit: '10' }));
});

it('approves a claim after confirming, and refreshes the list', async () => {
  renderAt('/admin/claims', <AreaRoutes />);
  await userEvent.click(await screen.findByRole('button', { name: 'Approve the claim of Saltmarsh Ventures 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve this claim?' });
  expect(within(dialog).getByText(/Lena Berg confirmed lena1@gmail.com/)).toBeInTheDocument();
  const before = requestsTo('/api/administration/profile-claims').length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText(/Claim of Saltmarsh Ventures 1 approved/)).toBeInTheDocument();
  expect(requestsTo(`/api/administration/profile-claims/${claimId(1)}/approve`, 'POST')).toHaveLength(1);
  await waitFor(() => expect(requestsTo('/api/administration/profile-claims').length).toBeGreaterThan(before));
});

it('declines with the reject form’s messages, then with a reason and a message', async () => {
  renderAt('/admin/claims', <AreaRoutes />);
  await userEvent.click(await screen.findByRole('button', { name: 'Decline the claim of Saltmarsh Ventures 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Decline this claim?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await within(dialog).findByText('Reject reason is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Reject message is required')).toBeInTheDocument();
  expect(requestsTo(`/api/administration/profile-claims/${claimId(1)}/decline`, 'POST')).toHaveLength(0);

  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unverifiable');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message to the claimant' }), 'Please use your saltmarsh.vc address.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText(/Claim of Saltmarsh Ventures 1 declined/)).toBeInTheDocument();
  const [post] = requestsTo(`/api/administration/profile-claims/${claimId(1)}/decline`, 'POST');
  expect(JSON.parse(post!.body)).toEqual({ reason: 'Unverifiable', message: 'Please use your saltmarsh.vc address.' });
});

it('shows the server’s refusal in the approve dialog', async () => {
  decide = () => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message: 'This claim is not waiting for a review.' } });
  renderAt('/admin/claims', <AreaRoutes />);
  await userEvent.click(await screen.findByRole('button', { name: 'Approve the claim of Saltmarsh Ventures 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve this claim?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await within(dialog).findByText('This claim is not waiting for a review.')).toBeInTheDocument();
});

it('says when no claim waits, and offers a retry when the list cannot be read', async () => {
  list = () => ({ json: { items: [], total: 0, page: 1, limit: 10 } });
  const view = renderAt('/admin/claims', <AreaRoutes />);
  expect(await screen.findByText('No claims waiting for a review')).toBeInTheDocument();
  view.unmount();

  let failures = 1;
  list = () =>
    failures-- > 0
      ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Database unreachable' } }
      : { json: { items: [aClaim(1)], total: 1, page: 1, limit: 10 } };
  renderAt('/admin/claims', <AreaRoutes />);
  const alert = await screen.findByRole('alert', { name: 'The claims could not be loaded' });
  expect(alert).toHaveTextContent('Database unreachable');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('listitem', { name: 'Saltmarsh Ventures 1' })).toBeInTheDocument();
});
