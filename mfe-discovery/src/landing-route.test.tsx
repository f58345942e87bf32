/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// ADR 0099: a visit that starts on the landing page. Its route waits for the managed texts with the page's code, so
// the first heading it shows is the headline itself (the published one here), not a skeleton of it replaced a render
// later. A file of its own: the route's code loads once per module registry, as once per page load in the browser.
import { queryClient } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { useDiscoveryTestServer } from './features/discovery/testing/discovery-fixtures';
import { MANAGED_HEADLINE, managedHeroReply } from './features/landing/testing/managed-hero';
import { AreaRoutes } from './routes';

const server = useDiscoveryTestServer(() => ({
  'GET /api/content': () => managedHeroReply(true, 200),
  'GET /api/discovery/stats': () => ({ json: { funds: 0, investors: 0, serviceProviders: 0, totalTargetFundSizeUsd: 0, countries: 0 } }),
}));

afterEach(() => queryClient.clear());

it("shows the managed headline as the page's first heading, with no skeleton before it, from one read", async () => {
  // The app's shared client, which the route's loader fills (a test's own client would start empty).
  renderAt('/', <AreaRoutes />, queryClient);
  const first = await screen.findByRole('heading', { level: 1 });
  expect(first).toHaveAccessibleName(MANAGED_HEADLINE);
  expect(server.requestsTo('/api/content')).toHaveLength(1);
});
