/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// ADR 0099: a visit that starts on the landing page. Its route waits for the managed texts with the page's code, so
// the first heading it shows is the headline itself (the published one here), not a skeleton of it replaced a render
// later. A file of its own: the route's code loads once per module registry, as once per page load in the browser.
import { queryClient } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { useDiscoveryTestServer } from './features/discovery/testing/discovery-fixtures';
import { AreaRoutes } from './routes';

const server = useDiscoveryTestServer(() => ({
  'GET /api/content': () => ({
    json: {
      items: [
        {
          id: '7d7f3c1e-1b7a-4d8e-9a39-2f5a1c4b9e10',
          slug: 'home.hero',
          kind: 'text',
          title: 'Private markets, in one place',
          body: 'Profiles, data rooms and commitments.',
          published: true,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
    delayMs: 200,
  }),
  'GET /api/discovery/stats': () => ({ json: { funds: 0, investors: 0, serviceProviders: 0, totalTargetFundSizeUsd: 0, countries: 0 } }),
}));

afterEach(() => queryClient.clear());

it("shows the managed headline as the page's first heading, with no skeleton before it, from one read", async () => {
  // The app's shared client, which the route's loader fills (a test's own client would start empty).
  renderAt('/', <AreaRoutes />, queryClient);
  const first = await screen.findByRole('heading', { level: 1 });
  expect(first).toHaveAccessibleName('Private markets, in one place');
  expect(server.requestsTo('/api/content')).toHaveLength(1);
});
