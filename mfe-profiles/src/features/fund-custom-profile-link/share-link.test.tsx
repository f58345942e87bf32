/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore, type ShareLink, type VisitorLinkState } from '@fundnet/api-client';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv';
const profileRef = { id: fundProfile.id, name: 'Northwind Ventures II', type: 'fund' as const };
const state = (access: VisitorLinkState['access'], extra: Partial<VisitorLinkState> = {}): VisitorLinkState => ({
  token: 'visitor-token',
  access,
  link: { name: 'LP deck', accessMode: 'AnyoneEnteringAnEmail', profile: profileRef },
  email: null,
  nda: null,
  ...extra,
});

const link: ShareLink = {
  id: '5d9e7d6a-4a3f-4f4e-9d55-0c3f7c1b2a10',
  slug: SLUG,
  url: `http://localhost:8080/fund/shared/${SLUG}`,
  name: 'LP deck',
  accessMode: 'AnyoneEnteringAnEmail',
  status: 'active',
  expired: false,
  hasPassword: false,
  allowList: [],
  denyList: [],
  requireNda: true,
  expiresAt: null,
  scope: ['overview'],
  permissions: {
    canView: true,
    canDownload: false,
    canHide: false,
    canUseAIChat: false,
    notifyViews: false,
    notifyDownloads: false,
    batchNotifications: false,
    notifyOnUpdates: false,
  },
  permissionNames: ['view'],
  visits: 4,
  visitors: 2,
  lastVisitAt: '2026-11-20T10:00:00.000Z',
  pendingRequests: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

let server: TestServer;
let handler: (request: RecordedRequest) => ReturnType<typeof replyFromContract> | undefined;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: me };
    return handler(request) ?? replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStorage.clear();
  sessionStore.clearSession();
});

const calls = (path: string) =>
  server.requests
    .filter((request) => request.path === `/api/fund-custom-profile-link/${path}`)
    .map((request) => ({ ...request, body: request.body ? JSON.parse(request.body) : undefined }));

it('walks a visitor through the e-mail and NDA gates, sending the visitor token, never the session', async () => {
  handler = (request) => {
    if (request.path.endsWith(`/token-from-slug/${SLUG}`)) return { json: state({ state: 'gate', gate: 'email' }) };
    if (request.path.endsWith('/store-email')) {
      return {
        json: state(
          { state: 'gate', gate: 'nda' },
          { email: 'lp@example.test', nda: { version: null, text: 'Keep it secret.', hasDocument: false } },
        ),
      };
    }
    if (request.path.endsWith('/confirm-nda')) return { json: state({ state: 'granted' }, { email: 'lp@example.test' }) };
    if (request.path.endsWith('/profile')) {
      return {
        json: {
          profile: { ...profileRef, slug: 'northwind-ventures-ii' },
          link: { name: 'LP deck', scope: ['overview'], permissions: link.permissions, permissionNames: ['view'] },
          sections: {
            overview: { data: { blurbAndSummary: 'We back technical founders.' }, locked: false, publishedAt: '2026-11-01T10:00:00.000Z' },
          },
          resources: [],
          preview: false,
        },
      };
    }
    return undefined;
  };
  renderAt(`/fund/shared/${SLUG}`, <AreaRoutes />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'lp@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Keep it secret.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I accept the NDA' }));
  expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  expect(screen.getByText('We back technical founders.')).toBeInTheDocument();
  expect(calls('store-email')[0]).toMatchObject({ body: { email: 'lp@example.test' } });
  expect(calls('profile')[0]!.headers['x-visitor-token']).toBe('visitor-token');
  expect(calls('profile')[0]!.headers['meta-profile-id']).toBeUndefined();
  expect(sessionStorage.getItem(`fundnet.shareLink.${SLUG}`)).toBe('visitor-token');
});

it('a mailed magic link opens a Continue page; only the button uses it', async () => {
  handler = (request) => {
    if (request.path.endsWith('/magic-link')) return { json: state({ state: 'denied', reason: 'inactive' }, { token: null }) };
    return undefined;
  };
  renderAt(`/fund/shared/${SLUG}?magic=one-time-token-123456789`, <AreaRoutes />);
  const button = await screen.findByRole('button', { name: 'Continue' });
  expect(calls('magic-link')).toHaveLength(0);
  await userEvent.click(button);
  await waitFor(() => expect(calls('magic-link')).toHaveLength(1));
  expect(calls('magic-link')[0]).toMatchObject({ method: 'POST', body: { token: 'one-time-token-123456789' } });
});

it('a denied visitor can request access', async () => {
  handler = (request) => {
    if (request.path.endsWith(`/token-from-slug/${SLUG}`)) return { json: state({ state: 'denied', reason: 'expired' }, { token: null }) };
    return undefined;
  };
  sessionStorage.setItem(`fundnet.shareLink.${SLUG}.email`, 'lp@example.test');
  renderAt(`/fund/shared/${SLUG}`, <AreaRoutes />);
  expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  // The address the visitor gave earlier in this tab is prefilled.
  expect(screen.getByRole('textbox', { name: /Your e-mail address/ })).toHaveValue('lp@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Request access' }));
  expect(await screen.findByText('Your request was sent. The fund will answer by e-mail.')).toBeInTheDocument();
  const asked = server.requests.find((request) => request.path === '/api/fund-request-access')!;
  expect(JSON.parse(asked.body)).toMatchObject({ slug: SLUG, email: 'lp@example.test', reason: 'expired' });
});

it('lists the fund’s links with their visits and switches one off', async () => {
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
  handler = (request) => {
    if (request.path === '/api/fund-custom-profile-link/list') return { json: { items: [link] } };
    if (request.path === `/api/fund-custom-profile-link/activate/${link.id}`) return { json: { ...link, status: 'inactive' } };
    if (request.path === '/api/fund-request-access') return { json: { items: [], pending: 0 } };
    return undefined;
  };
  renderAt('/settings/shareProfileLink', <AreaRoutes />);
  const card = await screen.findByRole('article', { name: 'LP deck' });
  expect(card).toHaveTextContent('Anyone entering an e-mail · NDA');
  expect(card).toHaveTextContent('Visits: 4 by 2 visitor(s)');
  expect(card).toHaveTextContent(`/fund/shared/${SLUG}`);
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(calls(`activate/${link.id}`)[0]).toMatchObject({ method: 'PATCH', body: { status: 'inactive' } }));
  expect(await screen.findByText('No access request')).toBeInTheDocument();
});
