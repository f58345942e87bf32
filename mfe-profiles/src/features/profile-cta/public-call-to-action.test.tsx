/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type PublicProfile, type PublicProfileCtaReply, sessionStore } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, investorSummary } from '../../testing/fixtures';

// The call to action on a public profile page (/fund/:slug).
jest.setTimeout(30_000);

const at = '2026-05-01T10:00:00.000Z';
const fund: PublicProfile = {
  id: fundProfile.id,
  name: 'Northwind Ventures',
  slug: 'northwind-ventures',
  verified: false,
  featured: false,
  requireNda: false,
  sections: { overview: { data: { blurbAndSummary: 'We back climate software founders.' }, locked: false, publishedAt: at } },
  notApplicableFields: [],
  unlockedSections: [],
};

let server: TestServer;
let button: PublicProfileCtaReply;
let replies: Record<string, () => TestReply>;

beforeAll(async () => {
  server = await startTestServer(
    (request) =>
      replies[`${request.method} ${request.path}`]?.() ?? {
        status: 404,
        json: { statusCode: 404, error: 'Not Found', message: 'Route not found' },
      },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  replies = {
    'GET /api/fund-info/public/northwind-ventures': () => ({ json: fund }),
    [`GET /api/profile-cta/public/${fund.id}`]: () => ({ json: button }),
    'POST /api/profile-subscriber': () => ({
      status: 201,
      json: { subscriberProfileId: investorSummary.id, subscribedProfileId: fund.id, createdAt: at },
    }),
  };
  sessionStore.clearSession();
  sessionStore.setToken('token-hana');
  sessionStore.setActiveProfile({ id: investorSummary.id, type: 'investor' });
});

it('opens a booking page in a new tab', async () => {
  button = { callToAction: { action: 'bookMeeting', label: 'Book an intro call', href: 'https://cal.example/anna' } };
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  const link = await screen.findByRole('link', { name: 'Book an intro call' });
  expect(link).toHaveAttribute('href', 'https://cal.example/anna');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it('writes an e-mail', async () => {
  button = { callToAction: { action: 'sendEmail', label: 'Write to IR', href: 'mailto:ir@northwind.example' } };
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  const link = await screen.findByRole('link', { name: 'Write to IR' });
  expect(link).toHaveAttribute('href', 'mailto:ir@northwind.example');
  expect(link).not.toHaveAttribute('target');
});

it('subscribes the visitor’s active profile', async () => {
  const user = userEvent.setup({ delay: null });
  button = { callToAction: { action: 'subscribe', label: 'Follow our fund', href: null } };
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Follow our fund' }));
  await waitFor(() => expect(server.requests.some((request) => request.path === '/api/profile-subscriber')).toBe(true));
  const call = server.requests.find((request) => request.path === '/api/profile-subscriber')!;
  expect(JSON.parse(call.body)).toEqual({ profileId: fund.id });
  expect(call.headers['meta-profile-id']).toBe(investorSummary.id);
  expect(await screen.findByRole('button', { name: 'Subscribed' })).toBeDisabled();
});

it('sends an anonymous visitor to sign in before subscribing', async () => {
  sessionStore.clearSession();
  button = { callToAction: { action: 'subscribe', label: 'Follow our fund', href: null } };
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  expect(await screen.findByRole('link', { name: 'Follow our fund' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Ffund%2Fnorthwind-ventures',
  );
});

it('shows no button when the profile has none', async () => {
  button = { callToAction: null };
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  expect(await screen.findByText('We back climate software founders.')).toBeInTheDocument();
  await waitFor(() => expect(server.requests.some((request) => request.path === `/api/profile-cta/public/${fund.id}`)).toBe(true));
  expect(screen.queryByRole('link', { name: /Book|Follow|Write/ })).not.toBeInTheDocument();
});
