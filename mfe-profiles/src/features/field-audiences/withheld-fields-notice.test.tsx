/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// What the public profile page says about contact fields the server withheld for their audience (issue 11 item 5).
import { apiClient, sessionStore } from '@fundnet/api-client';
import { startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import type { PublicProfile, WithheldField } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import { AreaRoutes } from '../../routes';
import { fundProfile, investorSummary } from '../../testing/fixtures';
import { notFound, publicProfileOf } from '../profile-sections/testing';

jest.setTimeout(30_000);

const fund = { id: fundProfile.id, name: 'Northwind Ventures', slug: 'northwind-ventures' };
let server: TestServer;
let withheld: WithheldField[];

const publicFund = (): PublicProfile => ({
  ...publicProfileOf(fund, { overview: { blurbAndSummary: 'We back climate software at seed.' }, 'contact-me': {} }),
  followerCount: 3,
  withheldFields: withheld,
});

beforeAll(async () => {
  server = await startTestServer((request): TestReply => {
    if (request.method === 'GET' && request.path === '/api/fund-info/public/northwind-ventures') return { json: publicFund() };
    return notFound('Route not found');
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => sessionStore.clearSession());

it('tells a signed-out visitor to sign in for the contact details, and links back to the page', async () => {
  withheld = [
    { field: 'contact-me.email', audience: 'signedIn' },
    { field: 'contact-me.phoneNumber', audience: 'linkScope' },
  ];
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  // Said once (issue 34 item 10b: the page and the section both said it), in the contact section, which is empty for this
  // reader and says why instead of "Nothing filled in yet".
  expect(await screen.findAllByText('Sign in to see contact details.')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Contact' }).closest('section, [class*="MuiPaper"]')).toHaveTextContent(
    'Sign in to see contact details.',
  );
  expect(screen.getByText('Some contact details are shared only through the profile’s own share link.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Ffund%2Fnorthwind-ventures');
  expect(screen.queryByText('Nothing filled in yet.')).not.toBeInTheDocument();
});

it('says nothing of signing in to a signed-in reader who only misses link-scoped numbers', async () => {
  sessionStore.setToken('token-hana');
  sessionStore.setActiveProfile({ id: investorSummary.id, type: 'investor' });
  withheld = [{ field: 'contact-me.phoneNumber', audience: 'linkScope' }];
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  expect(await screen.findAllByText('Some contact details are shared only through the profile’s own share link.')).toHaveLength(1);
  expect(screen.queryByText('Sign in to see contact details.')).not.toBeInTheDocument();
});

it('shows no notice when nothing was withheld', async () => {
  withheld = [];
  renderAt('/fund/northwind-ventures', <AreaRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Ventures' })).toBeInTheDocument();
  expect(screen.queryByText('Sign in to see contact details.')).not.toBeInTheDocument();
});
