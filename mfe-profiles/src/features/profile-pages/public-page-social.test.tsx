/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// Follow and favourite on the public profile pages (/fund/:slug, /investor/:slug, /serviceProvider/:slug) and the
// follower count the public reply carries.
import { type ActiveProfile, apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import type { PublicProfile } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { fundProfile, investorSummary } from '../../testing/fixtures';
import { at, notFound, publicProfileOf } from '../profile-sections/testing';

jest.setTimeout(30_000);

const fund = { id: fundProfile.id, name: 'Northwind Ventures', slug: 'northwind-ventures' };
const provider = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1003', name: 'Lumen Legal', slug: 'lumen-legal' };
const investor: ActiveProfile = { id: investorSummary.id, type: 'investor' };

let server: TestServer;
let handle: (request: RecordedRequest) => TestReply | undefined;
let followers: number;
let following: boolean;

const publicFund = (): PublicProfile => ({
  ...publicProfileOf(fund, { overview: { blurbAndSummary: 'We back climate software at seed.' } }),
  followerCount: followers,
});

// The public fund (its follower count as the server would count it now) and the follow calls.
const fundApi = (request: RecordedRequest): TestReply | undefined => {
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/fund-info/public/northwind-ventures':
      return { json: publicFund() };
    case 'GET /api/follow/iFollow':
      return { json: { profileId: fund.id, following, followedBy: false, follow: null, followerCount: followers } };
    case 'POST /api/follow':
      following = true;
      followers += 1;
      return {
        status: 201,
        json: {
          follow: {
            id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e90',
            followerProfileId: investor.id,
            followedProfileId: fund.id,
            notifications: 'all',
            origin: 'manual',
            createdAt: at,
            updatedAt: at,
          },
          followerCount: followers,
        },
      };
    case 'GET /api/favourite':
      return {
        json: { total: 0, skip: 0, take: 10, type: null, search: null, counts: { fund: 0, investor: 0, serviceProvider: 0 }, items: [] },
      };
    case 'POST /api/favourite':
      return {
        status: 201,
        json: { id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e91', profileId: investor.id, favouriteProfileId: fund.id, createdAt: at },
      };
    default:
      return undefined;
  }
};

beforeAll(async () => {
  server = await startTestServer((request) => handle(request) ?? notFound('Route not found'));
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  followers = 12;
  following = false;
  handle = fundApi;
  sessionStore.clearSession();
});

const signIn = (profile: ActiveProfile | null) => {
  sessionStore.setToken('token-hana');
  sessionStore.setActiveProfile(profile);
};
const calls = (method: string, path: string) => server.requests.filter((request) => request.method === method && request.path === path);
const header = () => screen.getByRole('banner');

it('a visitor sees the follower count, and follow and favourite lead to sign-in and back to the page', async () => {
  renderAt('/fund/northwind-ventures', <AreaRoutes />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
  expect(within(header()).getByText('12 followers')).toBeInTheDocument();
  const back = '/login?returnTo=%2Ffund%2Fnorthwind-ventures';
  // Follow carries the intent, so the follow is done once the visitor is back (issue 11.6).
  const followBack = `/login?returnTo=${encodeURIComponent('/fund/northwind-ventures?follow=7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001')}`;
  expect(within(header()).getByRole('link', { name: 'Follow Northwind Ventures' })).toHaveAttribute('href', followBack);
  expect(within(header()).getByRole('link', { name: 'Add Northwind Ventures to favourites' })).toHaveAttribute('href', back);
  expect(calls('GET', '/api/follow/iFollow')).toEqual([]);
  expect(calls('GET', '/api/favourite')).toEqual([]);
});

it('a signed-in user without an active profile is sent to choose one', async () => {
  signIn(null);
  renderAt('/fund/northwind-ventures', <AreaRoutes />);

  await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' });
  expect(within(header()).getByRole('link', { name: 'Follow Northwind Ventures' })).toHaveAttribute(
    'href',
    `/selectProfile?returnTo=${encodeURIComponent('/fund/northwind-ventures?follow=7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001')}`,
  );
  expect(within(header()).getByRole('link', { name: 'Add Northwind Ventures to favourites' })).toHaveAttribute(
    'href',
    '/selectProfile?returnTo=%2Ffund%2Fnorthwind-ventures',
  );
});

it('another profile follows the fund as its active profile, and the follower count goes up', async () => {
  signIn(investor);
  const user = userEvent.setup({ delay: null });
  renderAt('/fund/northwind-ventures', <AreaRoutes />);

  await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' });
  const follow = within(header()).getByRole('button', { name: 'Follow Northwind Ventures' });
  // Disabled until the API said whether the investor follows the fund already.
  await waitFor(() => expect(follow).toBeEnabled());
  expect(follow).toHaveAttribute('aria-pressed', 'false');
  expect(calls('GET', '/api/follow/iFollow')[0]?.query).toEqual({ profileId: fund.id });

  await user.click(follow);
  await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
  expect(follow).toHaveTextContent('Following');
  const [post] = calls('POST', '/api/follow');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ profileId: fund.id });
  expect(post?.headers).toMatchObject({ 'meta-profile-id': investor.id, 'meta-profile-type': 'investor' });
  expect(await within(header()).findByText('13 followers')).toBeInTheDocument();
});

it('another profile adds the fund to its favourites', async () => {
  signIn(investor);
  const user = userEvent.setup({ delay: null });
  renderAt('/fund/northwind-ventures', <AreaRoutes />);

  await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' });
  const add = within(header()).getByRole('button', { name: 'Add Northwind Ventures to favourites' });
  await waitFor(() => expect(add).toBeEnabled());
  expect(calls('GET', '/api/favourite')[0]?.query).toMatchObject({ profileId: fund.id });

  await user.click(add);
  expect(await within(header()).findByRole('button', { name: 'Remove Northwind Ventures from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const [post] = calls('POST', '/api/favourite');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ profileId: fund.id });
  expect(post?.headers).toMatchObject({ 'meta-profile-id': investor.id });
});

it("the fund's own members see the count but no follow or favourite button", async () => {
  signIn({ id: fund.id, type: 'fund' });
  renderAt('/fund/northwind-ventures', <AreaRoutes />);

  await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' });
  expect(within(header()).getByText('12 followers')).toBeInTheDocument();
  expect(within(header()).queryByRole('button', { name: /Northwind Ventures/ })).not.toBeInTheDocument();
  expect(within(header()).queryByRole('link', { name: /Northwind Ventures/ })).not.toBeInTheDocument();
  expect(calls('GET', '/api/follow/iFollow')).toEqual([]);
});

it('a service provider page has them too, with "1 follower" in the singular, and no count when the reply has none', async () => {
  let count: number | undefined = 1;
  handle = (request) => {
    if (request.path !== '/api/service-provider/public/lumen-legal') return undefined;
    const reply: PublicProfile = {
      ...publicProfileOf(provider, { overview: { mainOfferings: ['Fund formation'] } }),
      followerCount: count,
    };
    return { json: reply };
  };
  const { unmount } = renderAt('/serviceProvider/lumen-legal', <AreaRoutes />);

  await screen.findByRole('heading', { level: 1, name: 'Lumen Legal' });
  expect(within(header()).getByText('1 follower')).toBeInTheDocument();
  expect(within(header()).getByRole('link', { name: 'Follow Lumen Legal' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent('/serviceProvider/lumen-legal?follow=7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1003')}`,
  );
  unmount();

  count = undefined;
  renderAt('/serviceProvider/lumen-legal', <AreaRoutes />);
  await screen.findByRole('heading', { level: 1, name: 'Lumen Legal' });
  expect(within(header()).queryByText(/follower/)).not.toBeInTheDocument();
  expect(within(header()).getByRole('link', { name: 'Follow Lumen Legal' })).toBeInTheDocument();
});
