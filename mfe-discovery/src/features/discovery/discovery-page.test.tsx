/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { RecordedRequest, TestReply } from '@fundnet/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fundItem,
  investorItem,
  openDiscovery,
  pageReply,
  providerItem,
  queryOf,
  signIn,
  useDiscoveryTestServer,
  viewerProfile,
} from './testing/discovery-fixtures';

// The machines that run the tests are shared and slow; MUI inputs take a while.
jest.setTimeout(30_000);

type Handler = (request: RecordedRequest) => TestReply | Promise<TestReply>;
let replies: Record<string, Handler> = {};
const server = useDiscoveryTestServer(() => replies);

const PUBLIC_FUNDS = '/api/fund-info/discovery-public';
const SIGNED_IN_FUNDS = '/api/fund-info/discovery';

beforeEach(() => {
  replies = { [`GET ${PUBLIC_FUNDS}`]: (request) => pageReply(request, [fundItem()]) };
});

const open = openDiscovery;

const address = () => screen.getByTestId('address').textContent;
const results = () => screen.getByRole('region', { name: 'Results' });

describe('a visitor', () => {
  it('opens a link with stage and geography filters and sees the matching funds from the public search', async () => {
    open('/fund/discovery?stage=Seed&geography=dach');
    expect(screen.getByRole('heading', { level: 1, name: 'Discover funds' })).toBeInTheDocument();
    expect(await screen.findByText('Loading funds…')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Northwind Ventures' });
    const request = server.requestsTo(PUBLIC_FUNDS)[0]!;
    expect(queryOf(request)).toEqual({ stage: ['Seed'], geography: ['dach'], skip: ['0'], take: ['10'] });
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['meta-profile-id']).toBeUndefined();

    expect(within(card).getByRole('link', { name: 'Northwind Ventures' })).toHaveAttribute('href', '/fund/northwind-ventures');
    expect(within(card).getByText('Northwind Capital GmbH')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('Seed funds for climate software')).toBeInTheDocument();
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(facts).toEqual([
      'Fund size: €50M (≈ $54.3M)',
      'Stage: Seed, Series A',
      'Geography: DACH, Europe',
      'Status: Currently fundraising',
      'Strategy: Funds VC',
      'Maturity: Emerging (1st generation)',
      'Location: Berlin, Germany',
    ]);
    expect(within(card).getByText('12 followers')).toBeInTheDocument();
    expect(screen.getByText('1 fund · page 1 of 1')).toBeInTheDocument();

    // Follow and favourite lead to sign-in and back to this very search.
    const back = encodeURIComponent('/fund/discovery?stage=Seed&geography=dach');
    // Follow also carries its intent, so the follow is done once the visitor is back (issue 11.6).
    expect(within(card).getByRole('link', { name: 'Follow Northwind Ventures' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/fund/discovery?stage=Seed&geography=dach&follow=4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01')}`,
    );
    expect(within(card).getByRole('link', { name: 'Add Northwind Ventures to favourites' })).toHaveAttribute(
      'href',
      `/login?returnTo=${back}`,
    );
    expect(screen.getByText(/You are browsing as a visitor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');

    // The filter panel shows the link's filters; the active filters are chips.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Stage: Seed', 'Geography: DACH']);
    expect(within(await screen.findByRole('search', { name: 'Filters' })).getByRole('button', { name: 'Seed' })).toBeInTheDocument();
  });

  it('is told which parts of a link could not be read, and sees the results without them', async () => {
    open('/fund/discovery?stage=Seed&stage=SeriesZ&pageSize=15');
    expect(await screen.findByRole('article', { name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of this link could not be read and was left out: stage “SeriesZ”, page size “15”.',
    );
    expect(queryOf(server.requestsTo(PUBLIC_FUNDS)[0])).toEqual({ stage: ['Seed'], skip: ['0'], take: ['10'] });
  });
});

describe('a signed-in user', () => {
  it('gets the signed-in search for the active profile, with follow state and contact links', async () => {
    signIn();
    replies[`GET ${SIGNED_IN_FUNDS}`] = (request) =>
      pageReply(request, [fundItem({ following: true, favourite: false, links: { url: 'https://northwind.example', linkedinUrl: null } })]);
    open('/fund/discovery');
    const card = await screen.findByRole('article', { name: 'Northwind Ventures' });
    const request = server.requestsTo(SIGNED_IN_FUNDS)[0]!;
    expect(request.headers.authorization).toBe('Bearer token-ada');
    expect(request.headers['meta-profile-id']).toBe(viewerProfile.id);
    expect(server.requestsTo(PUBLIC_FUNDS)).toHaveLength(0);

    expect(within(card).getByRole('button', { name: 'Follow Northwind Ventures' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('button', { name: 'Follow Northwind Ventures' })).toHaveTextContent('Following');
    expect(within(card).getByRole('button', { name: 'Add Northwind Ventures to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://northwind.example');
    expect(screen.queryByText(/You are browsing as a visitor/)).not.toBeInTheDocument();
  });

  it('follows and favourites a fund from its card', async () => {
    signIn();
    let following = false;
    let favourite = false;
    const followed = fundItem().id;
    replies[`GET ${SIGNED_IN_FUNDS}`] = (request) =>
      pageReply(request, [fundItem({ following, favourite, followerCount: following ? 13 : 12 })]);
    replies['POST /api/follow'] = () => {
      following = true;
      const at = '2026-05-01T10:00:00.000Z';
      return {
        status: 201,
        json: {
          follow: {
            id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e99',
            followerProfileId: viewerProfile.id,
            followedProfileId: followed,
            notifications: 'all',
            origin: 'manual',
            createdAt: at,
            updatedAt: at,
          },
          followerCount: 13,
        },
      };
    };
    replies['POST /api/favourite'] = () => {
      favourite = true;
      const at = '2026-05-01T10:00:00.000Z';
      return {
        status: 201,
        json: { id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e98', profileId: viewerProfile.id, favouriteProfileId: followed, createdAt: at },
      };
    };
    const user = open('/fund/discovery');
    const card = await screen.findByRole('article', { name: 'Northwind Ventures' });
    await user.click(within(card).getByRole('button', { name: 'Follow Northwind Ventures' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Follow Northwind Ventures' })).toHaveTextContent('Following'));
    // The results refresh after the follow, so the count is the server's.
    expect(await within(card).findByText('13 followers')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add Northwind Ventures to favourites' }));
    expect(await within(card).findByRole('button', { name: 'Remove Northwind Ventures from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('states', () => {
  it('says when no fund matches the filters, and clears them', async () => {
    replies[`GET ${PUBLIC_FUNDS}`] = (request) => pageReply(request, request.url.includes('stage=') ? [] : [fundItem()]);
    const user = open('/fund/discovery?stage=PreSeed&verifiedOnly=true');
    expect(await screen.findByText('No funds match these filters')).toBeInTheDocument();
    expect(screen.getByText('0 funds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('article', { name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(address()).toBe('/fund/discovery');
  });

  it('says when there is nothing to discover yet', async () => {
    replies[`GET ${PUBLIC_FUNDS}`] = (request) => pageReply(request, []);
    open('/fund/discovery');
    expect(await screen.findByText('No funds to show yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry, and the results once the retry works', async () => {
    let fail = true;
    replies[`GET ${PUBLIC_FUNDS}`] = (request) =>
      fail
        ? {
            status: 503,
            json: { statusCode: 503, error: 'Service Unavailable', message: 'Discovery is being updated. Try again in a minute.' },
          }
        : pageReply(request, [fundItem()]);
    const user = open('/fund/discovery');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Funds could not be loaded' })).toBeInTheDocument();
    expect(within(panel).getByText('Discovery is being updated. Try again in a minute.')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists what the server refused in the filters', async () => {
    replies[`GET ${PUBLIC_FUNDS}`] = () => ({
      status: 422,
      json: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'Some filters are not valid',
        errors: { location: ['Enter a valid location'] },
      },
    });
    open('/fund/discovery?location=Berlin');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Some filters are not valid')).toBeInTheDocument();
    expect(within(panel).getByText('Enter a valid location')).toBeInTheDocument();
  });

  it('says "1,000+" when the server stopped counting', async () => {
    replies[`GET ${PUBLIC_FUNDS}`] = (request) => pageReply(request, [fundItem()], { total: 1000, totalCapped: true });
    open('/fund/discovery');
    expect(await screen.findByText('1,000+ funds · page 1 of 100')).toBeInTheDocument();
    expect(screen.getByText(/Showing the first 1,000 results/)).toBeInTheDocument();
  });

  it('offers the first page when the link points past the last one', async () => {
    replies[`GET ${PUBLIC_FUNDS}`] = (request) => pageReply(request, request.query.skip === '0' ? [fundItem()] : [], { total: 3 });
    const user = open('/fund/discovery?page=7');
    expect(await screen.findByText('This page is past the last result')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByRole('article', { name: 'Northwind Ventures' })).toBeInTheDocument();
    expect(address()).toBe('/fund/discovery');
  });
});

describe('paging', () => {
  const many = (request: RecordedRequest) => {
    const skip = Number(request.query.skip);
    const take = Number(request.query.take);
    const items = Array.from({ length: Math.max(0, Math.min(take, 35 - skip)) }, (_, index) =>
      fundItem({
        id: `4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d${String(5000 + skip + index).padStart(4, '0')}`,
        slug: `fund-${skip + index + 1}`,
        name: `Fund ${skip + index + 1}`,
      }),
    );
    return pageReply(request, items, { total: 35 });
  };

  it('moves between pages with links, keeps the filters, and Back returns to the previous page', async () => {
    replies[`GET ${PUBLIC_FUNDS}`] = many;
    const user = open('/fund/discovery?stage=Seed');
    expect(await screen.findByRole('article', { name: 'Fund 1' })).toBeInTheDocument();
    expect(screen.getByText('35 funds · page 1 of 4')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pager).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/fund/discovery?stage=Seed&page=2');

    await user.click(within(pager).getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: 'Fund 11' })).toBeInTheDocument();
    expect(queryOf(server.requestsTo(PUBLIC_FUNDS).at(-1))).toEqual({ stage: ['Seed'], skip: ['10'], take: ['10'] });
    expect(address()).toBe('/fund/discovery?stage=Seed&page=2');
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('article', { name: 'Fund 1' })).toBeInTheDocument();
    expect(address()).toBe('/fund/discovery?stage=Seed');
  });

  it('changes the page size, keeping the first result in view', async () => {
    replies[`GET ${PUBLIC_FUNDS}`] = many;
    const user = open('/fund/discovery?page=3');
    expect(await screen.findByRole('article', { name: 'Fund 21' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '20');
    // Result 21 is on page 2 of 20.
    expect(await screen.findByText('35 funds · page 2 of 2')).toBeInTheDocument();
    expect(address()).toBe('/fund/discovery?page=2&pageSize=20');
    // The pager's text is computed from the address while the previous page stays on screen, so it can show
    // before the new request leaves: wait for the request rather than reading it at once.
    await waitFor(() => expect(queryOf(server.requestsTo(PUBLIC_FUNDS).at(-1))).toEqual({ skip: ['20'], take: ['20'] }));
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(15));
    expect(within(results()).getAllByRole('article')[0]).toHaveAccessibleName('Fund 21');
  });

  it('keeps the current results on screen while the next page loads', async () => {
    let release: (() => void) | undefined;
    replies[`GET ${PUBLIC_FUNDS}`] = async (request) => {
      if (request.query.skip !== '0') await new Promise<void>((resolve) => (release = resolve));
      return many(request);
    };
    const user = open('/fund/discovery');
    expect(await screen.findByRole('article', { name: 'Fund 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByRole('progressbar', { name: 'Updating funds' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Fund 1' })).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByRole('article', { name: 'Fund 11' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Updating funds' })).not.toBeInTheDocument();
  });
});

describe('the other kinds', () => {
  it('shows investors with their type, deal range and status', async () => {
    replies['GET /api/investor-info/discovery-public'] = (request) => pageReply(request, [investorItem()]);
    open('/investor/discovery?type=familyOffice&location=europe');
    const card = await screen.findByRole('article', { name: 'Alder Family Office' });
    expect(within(card).getByRole('link', { name: 'Alder Family Office' })).toHaveAttribute('href', '/investor/alder-family-office');
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(facts).toEqual([
      'Investor type: Family office',
      'Deal range: $1M – $5M',
      'Status: Actively investing',
      'Regions: Europe',
      'Industries: Fintech',
    ]);
    expect(within(card).getByText('1 follower')).toBeInTheDocument();
    expect(queryOf(server.requestsTo('/api/investor-info/discovery-public')[0])).toEqual({
      location: ['europe'],
      type: ['familyOffice'],
      skip: ['0'],
      take: ['10'],
    });
  });

  it('shows service providers with their type', async () => {
    replies['GET /api/service-provider/discovery-public'] = (request) => pageReply(request, [providerItem()]);
    open('/serviceProvider/discovery');
    const card = await screen.findByRole('article', { name: 'Ledger & Co' });
    expect(within(card).getByRole('link', { name: 'Ledger & Co' })).toHaveAttribute('href', '/serviceProvider/ledger-and-co');
    expect(within(card).getByText('Fund administration')).toBeInTheDocument();
    expect(within(card).getByText('Accepting clients')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'funds' })).toHaveAttribute('href', '/fund/discovery');
  });
});
