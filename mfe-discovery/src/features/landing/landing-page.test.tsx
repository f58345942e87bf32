/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { queryClient, sessionStore } from '@fundnet/api-client';
import type { RecordedRequest, TestReply } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudiencePage } from './audience-page';
import { fundItem, investorItem, pageReply, queryOf, useDiscoveryTestServer } from '../discovery/testing/discovery-fixtures';
import { featuredProfilesRead } from './featured-profiles';
import { LANDING_FEATURED_KIND, LandingPage } from './landing-page';
import { managedHeroReply } from './testing/managed-hero';

jest.setTimeout(30_000);

type Handler = (request: RecordedRequest) => TestReply | Promise<TestReply>;
let replies: Record<string, Handler> = {};
const server = useDiscoveryTestServer(() => replies);

const stats = { funds: 1234, investors: 310, serviceProviders: 87, totalTargetFundSizeUsd: 12_345_000_000, countries: 41 };

beforeEach(() => {
  replies = {
    'GET /api/discovery/stats': () => ({ json: stats }),
    'GET /api/fund-info/discovery-public': (request) =>
      pageReply(request, [
        fundItem(),
        fundItem({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e11', slug: 'b', name: 'Birch Capital' }),
        fundItem({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e12', slug: 'c', name: 'Cedar Partners' }),
        fundItem({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e13', slug: 'd', name: 'Dogwood Fund' }),
      ]),
  };
});

function figures() {
  const region = screen.getByRole('region', { name: 'The network today' });
  return within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.parentElement?.querySelector('dd')?.textContent}`);
}

it('shows the live figures of the network and three featured funds', async () => {
  renderAt('/', <LandingPage />);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  await waitFor(() =>
    expect(figures()).toEqual([
      'Funds: 1,234',
      'Investors: 310',
      'Service providers: 87',
      'Combined target fund size: $12.3B',
      'Countries: 41',
    ]),
  );
  const featured = screen.getByRole('region', { name: 'Featured funds' });
  expect(await within(featured).findByRole('article', { name: 'Northwind Ventures' })).toBeInTheDocument();
  expect(within(featured).getAllByRole('article')).toHaveLength(3);
  expect(within(featured).queryByRole('article', { name: 'Dogwood Fund' })).not.toBeInTheDocument();
  expect(within(featured).getByRole('link', { name: 'See all featured funds' })).toHaveAttribute(
    'href',
    '/fund/discovery?featuredOnly=true',
  );
  expect(queryOf(server.requestsTo('/api/fund-info/discovery-public')[0])).toEqual({ featuredOnly: ['true'], skip: ['0'], take: ['10'] });
});

describe('read ahead by the API’s renderer', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  // The renderer reads before it draws (render-start-pages.tsx); the page's first render must find that read under its
  // own key, or the page would come with skeletons and the cards' styles be inserted in the browser after hydration.
  it('draws the featured funds it read at once, with no request of its own', async () => {
    await featuredProfilesRead(LANDING_FEATURED_KIND);
    expect(server.requestsTo('/api/fund-info/discovery-public')).toHaveLength(1);
    renderAt('/', <LandingPage />, queryClient);
    const featured = screen.getByRole('region', { name: 'Featured funds' });
    expect(featured).toHaveAttribute('aria-busy', 'false');
    expect(await within(featured).findByRole('article', { name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(within(featured).getAllByRole('article')).toHaveLength(3);
    expect(server.requestsTo('/api/fund-info/discovery-public')).toHaveLength(1);
  });

  it('draws an audience page’s featured profiles it read at once', async () => {
    replies['GET /api/investor-info/discovery-public'] = (request) => pageReply(request, [investorItem()]);
    await featuredProfilesRead('investor');
    renderAt('/gpsAndVcFunds', <AudiencePage audience="funds" />, queryClient);
    const featured = screen.getByRole('region', { name: 'Featured investors' });
    expect(featured).toHaveAttribute('aria-busy', 'false');
    expect(await within(featured).findByRole('article', { name: 'Alder Family Office' })).toBeInTheDocument();
    expect(server.requestsTo('/api/investor-info/discovery-public')).toHaveLength(1);
  });
});

it('says when the figures cannot be read, and tries again', async () => {
  let fail = true;
  replies['GET /api/discovery/stats'] = () =>
    fail ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' } } : { json: stats };
  const user = userEvent.setup({ delay: null });
  renderAt('/', <LandingPage />);
  expect(await screen.findByText('The live figures are unavailable right now.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(figures()[0]).toBe('Funds: 1,234'));
});

it('says the network is just opening when nothing is discoverable yet, and leaves out an empty featured section', async () => {
  replies['GET /api/discovery/stats'] = () => ({
    json: { funds: 0, investors: 0, serviceProviders: 0, totalTargetFundSizeUsd: 0, countries: 0 },
  });
  replies['GET /api/fund-info/discovery-public'] = (request) => pageReply(request, []);
  renderAt('/', <LandingPage />);
  expect(await screen.findByText(/The network is just opening/)).toBeInTheDocument();
  await waitFor(() => expect(server.requestsTo('/api/fund-info/discovery-public')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Featured funds' })).not.toBeInTheDocument());
  expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
});

it('shows fund managers the figures, what Fundnet does for them and featured investors, with calls to action', async () => {
  replies['GET /api/investor-info/discovery-public'] = (request) => pageReply(request, [investorItem()]);
  renderAt('/gpsAndVcFunds', <AudiencePage audience="funds" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Fundnet for fund managers' })).toBeInTheDocument();
  const benefits = screen.getByRole('region', { name: 'What Fundnet does for fund managers' });
  expect(within(benefits).getByRole('heading', { level: 3, name: 'Share on your terms' })).toBeInTheDocument();
  const featured = await screen.findByRole('region', { name: 'Featured investors' });
  expect(await within(featured).findByRole('article', { name: 'Alder Family Office' })).toBeInTheDocument();
  expect(await screen.findByText('1,234')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your fund profile' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'Browse investors' })).toHaveAttribute('href', '/investor/discovery');
});

describe('read by a member', () => {
  // Unmounted first: the session's end would otherwise re-render pages the test has finished with.
  afterEach(() => {
    cleanup();
    sessionStore.clearSession();
  });

  it('sends a signed-in member to their profile page instead of asking them to join', async () => {
    sessionStore.setToken('token-ada');
    sessionStore.setActiveProfile({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e99', type: 'fund' });
    renderAt('/home', <LandingPage />);
    expect(screen.getByRole('link', { name: 'My profile page' })).toHaveAttribute('href', '/fund');
    expect(screen.getByRole('link', { name: 'Explore funds' })).toHaveAttribute('href', '/fund/discovery');
    expect(screen.queryByRole('link', { name: 'Join Fundnet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ready to join the network?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    await screen.findByText('1,234');
  });

  it('asks a member with no active profile to choose one, on the audience pages too', async () => {
    sessionStore.setToken('token-ada');
    replies['GET /api/investor-info/discovery-public'] = (request) => pageReply(request, [investorItem()]);
    renderAt('/gpsAndVcFunds', <AudiencePage audience="funds" />);
    expect(screen.getByRole('link', { name: 'Choose a profile' })).toHaveAttribute('href', '/selectProfile');
    expect(screen.queryByRole('link', { name: 'Create your fund profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ready to join?' })).not.toBeInTheDocument();
    await screen.findByText('1,234');
  });

  it('still asks a visitor to join', async () => {
    renderAt('/', <LandingPage />);
    expect(screen.getByRole('link', { name: 'Join Fundnet' })).toHaveAttribute('href', '/signup');
    const cta = screen.getByRole('region', { name: 'Ready to join the network?' });
    expect(within(cta).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await screen.findByText('1,234');
  });
});

describe('the hero (managed text home.hero)', () => {
  const builtInHeadline = 'Where fund managers raise capital, investors allocate it and service providers serve both';
  it('shows the published headline and text once they arrive, a skeleton before, never the built-in one first', async () => {
    replies['GET /api/content'] = () => managedHeroReply(true);
    renderAt('/', <LandingPage />);
    // While it loads the heading is announced as loading; the built-in headline only sizes its skeleton, unseen.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Loading…');
    expect(screen.getByText(builtInHeadline)).not.toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Private markets, in one place' })).toBeInTheDocument();
    expect(screen.getByText('Profiles, data rooms and commitments. For every side of a raise.')).toBeInTheDocument();
  });

  it('keeps the built-in hero when there is no entry or it is unpublished', async () => {
    renderAt('/', <LandingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: builtInHeadline })).toBeInTheDocument();
    cleanup();
    replies['GET /api/content'] = () => managedHeroReply(false);
    renderAt('/', <LandingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: builtInHeadline })).toBeInTheDocument();
    expect(screen.queryByText(/Profiles, data rooms and commitments/)).not.toBeInTheDocument();
  });
});
