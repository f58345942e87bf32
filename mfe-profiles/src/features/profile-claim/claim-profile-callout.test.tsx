/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ProfileClaim, type ProfileClaimability, profileClaimKeys, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt, testQueryClient } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { notFound, publicProfileOf } from '../profile-sections/testing';

jest.setTimeout(30_000);

const provider = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1009', name: 'Kestrel Fund Services', slug: 'kestrel-fund-services' };
const page = `/serviceProvider/${provider.slug}`;
const claimPath = `/api/profile-claim/profiles/${provider.id}`;

function aClaim(overrides: Partial<ProfileClaim> = {}): ProfileClaim {
  return {
    id: '5d1c6b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    status: 'emailSent',
    email: 'max@kestrel.lu',
    emailDomain: 'kestrel.lu',
    websiteDomain: 'kestrel.lu',
    domainMatches: true,
    profile: { ...provider, type: 'serviceProvider', website: 'https://kestrel.lu' },
    createdAt: '2026-05-01T10:00:00.000Z',
    linkExpiresAt: '2026-05-02T10:00:00.000Z',
    verifiedAt: null,
    reviewedAt: null,
    declineReason: null,
    declineMessage: null,
    completedAt: null,
    ...overrides,
  };
}

let server: TestServer;
let claimability: ProfileClaimability;
let replies: Record<string, (body: string) => TestReply>;

beforeAll(async () => {
  server = await startTestServer((request) => replies[`${request.method} ${request.path}`]?.(request.body) ?? notFound('Route not found'));
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
  claimability = { profileId: provider.id, claimable: true, websiteDomain: 'kestrel.lu', myClaim: null };
  replies = {
    [`GET /api/service-provider/public/${provider.slug}`]: () => ({
      json: publicProfileOf(provider, {
        'your-details': { companyName: provider.name, type: 'fundAdministration', url: 'https://kestrel.lu' },
      }),
    }),
    [`GET /api/profile-claim/profiles/${provider.id}`]: () => ({ json: claimability }),
  };
});

const callout = () => screen.findByRole('region', { name: 'Is this your company? Claim this profile' });
const user = () => userEvent.setup({ delay: null });

it('offers a signed-out visitor to log in and come back to claim the profile', async () => {
  renderAt(page, <AreaRoutes />);
  const region = await callout();
  expect(within(region).getByText(/Nobody manages the profile of Kestrel Fund Services/)).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'Log in to claim this profile' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent(page)}`,
  );
});

it('lets a signed-in visitor send a claim, says beforehand that another domain is reviewed, then shows the link was sent', async () => {
  sessionStore.setToken('token-max');
  replies[`POST ${claimPath}`] = (body) => {
    const { email } = JSON.parse(body) as { email: string };
    claimability = { ...claimability, myClaim: aClaim({ email, emailDomain: 'gmail.com', domainMatches: false }) };
    return { status: 201, json: claimability.myClaim };
  };
  renderAt(page, <AreaRoutes />);
  await user().click(within(await callout()).getByRole('button', { name: 'Claim this profile' }));

  // The form's code loads when asked for (ADR 0089).
  const form = await screen.findByRole('form', { name: 'Claim this profile' });
  const input = within(form).getByLabelText(/Your work e-mail address/);
  expect(within(form).getByText(/Use an address on kestrel.lu to claim the profile at once/)).toBeInTheDocument();
  await user().click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
  expect(await within(form).findByText('Email is required')).toBeInTheDocument();
  expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

  await user().type(input, 'max@gmail.com');
  expect(within(form).getByText(/gmail.com is not on kestrel.lu. You can still send the claim/)).toBeInTheDocument();
  await user().click(within(form).getByRole('button', { name: 'Send the confirmation link' }));

  expect(await screen.findByText(/We sent a confirmation link to/)).toBeInTheDocument();
  expect(screen.getByText('max@gmail.com')).toBeInTheDocument();
  expect(screen.getByText(/an administrator then reviews your claim/)).toBeInTheDocument();
  const post = server.requests.find((request) => request.method === 'POST');
  expect(post?.path).toBe(claimPath);
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ email: 'max@gmail.com' });
  expect(post?.headers['meta-profile-id']).toBeUndefined();
});

it('shows the server’s refusal on the form', async () => {
  sessionStore.setToken('token-max');
  const message = 'This profile already has an owner, so it cannot be claimed.';
  replies[`POST ${claimPath}`] = () => ({ status: 409, json: { statusCode: 409, error: 'Conflict', message } });
  renderAt(page, <AreaRoutes />);
  await user().click(within(await callout()).getByRole('button', { name: 'Claim this profile' }));
  await user().type(await screen.findByLabelText(/Your work e-mail address/), 'max@kestrel.lu');
  await user().click(screen.getByRole('button', { name: 'Send the confirmation link' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('leads a claimant whose address is confirmed to the last step', async () => {
  sessionStore.setToken('token-max');
  claimability = { ...claimability, myClaim: aClaim({ status: 'verified' }) };
  renderAt(page, <AreaRoutes />);
  const region = await callout();
  expect(within(region).getByText(/You confirmed max@kestrel.lu. One step is left./)).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'Finish claiming' })).toHaveAttribute(
    'href',
    '/claimFinalStep?claim=5d1c6b1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  );
});

it('shows a declined claim’s reason and lets the visitor claim again', async () => {
  sessionStore.setToken('token-max');
  claimability = {
    ...claimability,
    myClaim: aClaim({ status: 'declined', declineReason: 'Unverifiable', declineMessage: 'Use your kestrel.lu address.' }),
  };
  renderAt(page, <AreaRoutes />);
  const region = await callout();
  expect(within(region).getByText(/Your last claim was declined: Unverifiable/)).toBeInTheDocument();
  expect(within(region).getByText('Use your kestrel.lu address.')).toBeInTheDocument();
  await user().click(within(region).getByRole('button', { name: 'Claim again' }));
  expect(await screen.findByRole('form', { name: 'Claim this profile' })).toBeInTheDocument();
});

it('shows nothing for a profile that has an owner', async () => {
  claimability = { ...claimability, claimable: false };
  const client = testQueryClient();
  renderAt(page, <AreaRoutes />, client);
  expect(await screen.findByRole('heading', { level: 1, name: provider.name })).toBeInTheDocument();
  // The answer is in (and rendered) before the absence is asserted.
  await waitFor(() => expect(client.getQueryState(profileClaimKeys.key('profile', provider.id))?.status).toBe('success'));
  expect(screen.queryByRole('region', { name: 'Is this your company? Claim this profile' })).not.toBeInTheDocument();
});
