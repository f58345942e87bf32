/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore, type ShareLink, type VisitorLinkState } from '@fundnet/api-client';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, me } from '../../testing/fixtures';

jest.setTimeout(30_000);

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv';
const profileRef = { id: fundProfile.id, name: 'Northwind Ventures II', type: 'fund' as const, logo: null };
const state = (access: VisitorLinkState['access'], extra: Partial<VisitorLinkState> = {}): VisitorLinkState => ({
  token: 'visitor-token',
  access,
  link: { accessMode: 'AnyoneEnteringAnEmail', profile: profileRef },
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
  ndaMode: 'clickThrough',
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
  allowQuestions: false,
  visits: 4,
  visitors: 2,
  lastVisitAt: '2026-11-20T10:00:00.000Z',
  pendingRequests: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
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
          { email: 'lp@example.test', nda: { version: null, text: 'Keep it secret.', hasDocument: false, mode: 'clickThrough' } },
        ),
      };
    }
    if (request.path.endsWith('/confirm-nda')) return { json: state({ state: 'granted' }, { email: 'lp@example.test' }) };
    if (request.path.endsWith('/profile')) {
      return {
        json: {
          profile: { id: profileRef.id, name: profileRef.name, type: profileRef.type, slug: 'northwind-ventures-ii' },
          link: { scope: ['overview'], permissions: link.permissions, permissionNames: ['view'] },
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
  // The request form's code loads with the denial (ADR 0089).
  expect(await screen.findByRole('textbox', { name: /Your e-mail address/ })).toHaveValue('lp@example.test');
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
  expect(card).toHaveTextContent('Shares: Fund profile (Overview).');
  expect(card).toHaveTextContent('Visits: 4 by 2 visitor(s)');
  expect(card).toHaveTextContent(`/fund/shared/${SLUG}`);
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(calls(`activate/${link.id}`)[0]).toMatchObject({ method: 'PATCH', body: { status: 'inactive' } }));
  expect(await screen.findByText('No access request')).toBeInTheDocument();
});

// ------------------------------------------------------------------------------------------ issue 34.3 and 34.4

const TRACK_RECORD = 'track-record:5172415a-9c1d-4e2b-8f3a-0d9e8c7b6a51';
const DATA_ROOM = 'data-room:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const DELETED_ROOM = 'data-room:ffffffff-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const asFundMember = () => {
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
};

/** GET feature-config with the fund's share-link usage. */
const featureConfig = (used: number, limit: number | null) => ({
  json: {
    flags: [],
    socialSignIn: [],
    profile: {
      profileId: fundProfile.id,
      planCode: 'fund-starter',
      planName: 'Starter',
      entitlements: { shareLinks: limit, dataRooms: 1, seats: 3, featuredInDiscovery: false, aiChat: false },
      usage: [{ key: 'shareLinks', label: 'Share links', used, limit, enabled: limit === null || used < limit }],
    },
  },
});

it('names what each card shares, never a raw scope entry', async () => {
  asFundMember();
  handler = (request) => {
    if (request.path === '/api/fund-custom-profile-link/list') {
      return { json: { items: [{ ...link, scope: ['overview', 'fund-terms', TRACK_RECORD, DATA_ROOM, DELETED_ROOM] }] } };
    }
    if (request.path === '/api/fund-custom-profile-link/scope-options') {
      return {
        json: {
          items: [
            { entry: TRACK_RECORD, kind: 'track-record', id: TRACK_RECORD.slice(13), name: 'Fund I' },
            { entry: DATA_ROOM, kind: 'data-room', id: DATA_ROOM.slice(10), name: 'Due diligence' },
          ],
        },
      };
    }
    if (request.path === '/api/fund-request-access') return { json: { items: [], pending: 0 } };
    return undefined;
  };
  renderAt('/settings/shareProfileLink', <AreaRoutes />);
  const card = await screen.findByRole('article', { name: 'LP deck' });
  const scope = within(card).getByTestId('share-link-scope');
  await waitFor(() =>
    expect(scope).toHaveTextContent(
      'Shares: Fund profile (Overview, Fund terms) · Track record: Fund I · Data room: Due diligence · Data room (no longer available).',
    ),
  );
  expect(card.textContent).not.toMatch(/track-record:|data-room:|5172415a/);
});

it('at the plan’s limit the create button says so and leads to Billing; the create page shows no form', async () => {
  asFundMember();
  handler = (request) => {
    if (request.path === '/api/fund-custom-profile-link/list') return { json: { items: [link] } };
    if (request.path === '/api/feature-config') return featureConfig(3, 3);
    if (request.path === '/api/fund-request-access') return { json: { items: [], pending: 0 } };
    return undefined;
  };
  renderAt('/settings/shareProfileLink', <AreaRoutes />);
  const button = await screen.findByRole('link', { name: 'Limit reached: upgrade in Billing' });
  expect(button).toHaveAttribute('href', '/settings/billing');
  expect(screen.queryByRole('link', { name: 'Create link' })).not.toBeInTheDocument();
  expect(screen.getByText(/3 of 3 active links on your Starter plan/)).toBeInTheDocument();
  expect(screen.getByText(/Deactivate or delete a link to make room, or upgrade your plan in Billing/)).toBeInTheDocument();
});

it('the create page offers no form at the limit, and the form below it', async () => {
  asFundMember();
  handler = (request) => (request.path === '/api/feature-config' ? featureConfig(3, 3) : undefined);
  const atLimit = renderAt('/settings/shareProfileLink/createLink', <AreaRoutes />);
  expect(await screen.findByText(/Your Starter plan includes 3 active share links, and all are in use/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Link name/ })).not.toBeInTheDocument();
  atLimit.unmount();

  handler = (request) => (request.path === '/api/feature-config' ? featureConfig(2, 3) : undefined);
  renderAt('/settings/shareProfileLink/createLink', <AreaRoutes />);
  expect(await screen.findByRole('textbox', { name: /Link name/ })).toBeInTheDocument();
});

it('deletes a link after asking', async () => {
  asFundMember();
  handler = (request) => {
    if (request.path === '/api/fund-custom-profile-link/list') return { json: { items: [link] } };
    if (request.method === 'DELETE' && request.path === `/api/fund-custom-profile-link/link/${link.id}`) return { status: 204 };
    if (request.path === '/api/fund-request-access') return { json: { items: [], pending: 0 } };
    return undefined;
  };
  renderAt('/settings/shareProfileLink', <AreaRoutes />);
  const card = await screen.findByRole('article', { name: 'LP deck' });
  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete “LP deck”?' });
  expect(dialog).toHaveTextContent('The visits it brought stay in your analytics.');
  expect(calls(`link/${link.id}`)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
  await waitFor(() => expect(calls(`link/${link.id}`)).toEqual([expect.objectContaining({ method: 'DELETE' })]));
});

it('the password gate is an entry field: no checklist of password rules; it names the fund with its logo and shows the real wait', async () => {
  handler = (request) => {
    if (request.path.endsWith(`/token-from-slug/${SLUG}`)) {
      return {
        json: state(
          { state: 'gate', gate: 'password' },
          {
            link: {
              accessMode: 'AnyoneWithLinkAndPw',
              profile: { ...profileRef, logo: 'https://northwind.example/logo.png' },
            },
          },
        ),
      };
    }
    if (request.path.endsWith('/confirm-password')) {
      return {
        status: 429,
        json: {
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many wrong passwords. Try again in 15 minutes.',
        },
      };
    }
    return undefined;
  };
  const { container } = renderAt(`/fund/shared/${SLUG}`, <AreaRoutes />);
  const field = await screen.findByLabelText(/^Password/);
  expect(screen.getByRole('heading', { level: 1, name: 'Northwind Ventures II' })).toBeInTheDocument();
  expect(container.querySelector('img[src="https://northwind.example/logo.png"]')).not.toBeNull();
  expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
  expect(screen.queryByText(/uppercase/i)).not.toBeInTheDocument();
  expect(field).toHaveAttribute('autocomplete', 'current-password');
  await userEvent.type(field, 'open-sesame');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('Too many wrong passwords. Try again in 15 minutes.')).toBeInTheDocument();
});

it('past the gates, the visitor sees the fund’s designed page: its header, sections in place, the track record among them', async () => {
  const published = '2026-11-01T10:00:00.000Z';
  const trackRecord = '5172415a-0b1c-4d2e-8f30-4a5b6c7d8e9f';
  handler = (request) => {
    if (request.path.endsWith(`/token-from-slug/${SLUG}`)) return { json: state({ state: 'granted' }, { email: 'lp@example.test' }) };
    if (request.path.endsWith('/profile')) {
      return {
        json: {
          profile: { id: profileRef.id, name: profileRef.name, type: profileRef.type, slug: 'northwind-ventures-ii' },
          link: {
            scope: ['fund-details', 'overview', 'key-people', `track-record:${trackRecord}`],
            permissions: link.permissions,
            permissionNames: ['view'],
          },
          sections: {
            'fund-details': {
              data: {
                headline: 'Seed funds for Nordic climate software',
                logo: 'https://northwind.example/logo.png',
                targetFundSize: { value: 120_000_000, currency: 'EUR' },
                fundHeadquarter: 'Oslo',
              },
              locked: false,
              publishedAt: published,
            },
            overview: { data: { blurbAndSummary: 'We back technical founders.' }, locked: false, publishedAt: published },
            'key-people': { data: null, locked: true, publishedAt: published },
          },
          resources: [{ entry: `track-record:${trackRecord}`, kind: 'track-record', id: trackRecord, name: 'Fund I' }],
          preview: false,
        },
      };
    }
    if (request.path === '/api/fund-custom-profile-link/interest') return { json: { interest: null } };
    if (request.path === `/api/profile-cta/public/${profileRef.id}`) {
      return {
        json: { callToAction: { action: 'bookMeeting', label: 'Book an intro call', href: 'https://cal.example/anna' } },
      };
    }
    return undefined;
  };
  const { container } = renderAt(`/fund/shared/${SLUG}`, <AreaRoutes />);
  // The fund's header: its name as the page's heading, the headline and a key figure, its own call-to-action.
  // (The loading frame already names the fund with its logo: it holds the place until the page arrives.)
  expect(await screen.findByText('Seed funds for Nordic climate software')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Northwind Ventures II' })).toBeInTheDocument();
  expect(within(screen.getByLabelText('Key figures')).getByText('Fund size')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Book an intro call' })).toHaveAttribute('href', 'https://cal.example/anna');
  // The visitor's own action beside it: telling the fund they are interested.
  // Busy until the visitor's interest is read (the fund's button above is read beside the profile, so it can come first).
  await waitFor(() => expect(screen.getByRole('button', { name: 'I’m interested' })).toBeEnabled());
  expect(container.querySelector('img[src="https://northwind.example/logo.png"]')).not.toBeNull();
  // The header's logo and headline are not repeated as label/value rows.
  const details = screen.getByTestId('shared-section-fund-details');
  expect(details).toHaveTextContent('Oslo');
  expect(within(details).queryByText('Logo')).not.toBeInTheDocument();
  expect(within(details).queryByText('Headline')).not.toBeInTheDocument();
  // The in-page navigation names the shared places in reading order: the track record after the strategy, before the team.
  const nav = screen.getByRole('navigation', { name: 'Shared sections' });
  const places = within(nav)
    .getAllByRole('link')
    .map((anchor) => anchor.textContent);
  expect(places.indexOf('Track record')).toBeGreaterThan(places.indexOf('General'));
  expect(places.indexOf('Track record')).toBeLessThan(places.indexOf('Team and organisation'));
  // The parts after the first render one after another once it has painted (ADR 0098).
  expect(await screen.findByRole('region', { name: 'Track record' })).toContainElement(
    screen.getByTestId(`shared-resource-track-record:${trackRecord}`),
  );
  expect(within(await screen.findByTestId('shared-section-key-people')).getByText('Locked')).toBeInTheDocument();
});
