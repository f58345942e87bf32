/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import { AreaRoutes } from './routes';
import { pageReply, useDiscoveryTestServer } from './features/discovery/testing/discovery-fixtures';

beforeEach(() => sessionStore.clearSession());

// The home-type and discovery pages read live data: here the network is empty (their own tests cover the data).
useDiscoveryTestServer(() => ({
  'GET /api/discovery/stats': () => ({ json: { funds: 0, investors: 0, serviceProviders: 0, totalTargetFundSizeUsd: 0, countries: 0 } }),
  'GET /api/fund-info/discovery-public': (request) => pageReply(request, []),
  'GET /api/investor-info/discovery-public': (request) => pageReply(request, []),
  'GET /api/service-provider/discovery-public': (request) => pageReply(request, []),
}));

const landingHeading = 'Where fund managers raise capital, investors allocate it and service providers serve both';

it.each([
  ['/', landingHeading],
  ['/home', landingHeading],
  ['/welcome', landingHeading],
  ['/gpsAndVcFunds', 'Fundnet for fund managers'],
  ['/lpAndAllocator', 'Fundnet for investors'],
  ['/serviceProviders', 'Fundnet for service providers'],
  ['/fund/discovery', 'Discover funds'],
  ['/investor/discovery', 'Discover investors'],
  ['/serviceProvider/discovery', 'Discover service providers'],
  ['/favorites', 'Favorites'],
  ['/followers', 'Followers'],
])('%s shows its page', async (path, heading) => {
  renderAt(path, <AreaRoutes />);
  // Pages load with their route (lazy): the heading comes once the page's chunk has loaded.
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.queryByText('There is no page at this address')).not.toBeInTheDocument();
  expect(document.title).toMatch(/ · Fundnet$/);
});

it('the landing page presents the three audiences, how it works, and leads to sign-up', async () => {
  renderAt('/', <AreaRoutes />);
  const audiences = await screen.findByRole('region', { name: 'Built for the three sides of private markets' });
  expect(within(audiences).getByRole('link', { name: 'Fundnet for fund managers' })).toHaveAttribute('href', '/gpsAndVcFunds');
  expect(within(audiences).getByRole('link', { name: 'Fundnet for investors' })).toHaveAttribute('href', '/lpAndAllocator');
  expect(within(audiences).getByRole('link', { name: 'Fundnet for service providers' })).toHaveAttribute('href', '/serviceProviders');
  expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(4);
  expect(screen.getByRole('link', { name: 'Join Fundnet' })).toHaveAttribute('href', '/signup');
  expect(within(screen.getByRole('region', { name: 'Ready to join the network?' })).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup',
  );
});

it('a discovery page has its filters and results, and offers a visitor to sign in or up', async () => {
  renderAt('/investor/discovery?industry=fintech', <AreaRoutes />);
  expect(await screen.findByRole('search', { name: 'Filters' })).toBeInTheDocument();
  expect(await screen.findByText('No investors match these filters')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Finvestor%2Fdiscovery%3Findustry%3Dfintech',
  );
  expect(screen.getByRole('link', { name: 'funds' })).toHaveAttribute('href', '/fund/discovery');
});

it('favorites explain the list and offer a signed-out visitor to sign in', async () => {
  renderAt('/favorites', <AreaRoutes />);
  expect(await screen.findByText('Sign in to see your favorites')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Ffavorites');
});

it.each(['/nope', '/home/extra', '/fund/discovery/extra'])('%s shows the in-area page not found, with a link home', (path) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
