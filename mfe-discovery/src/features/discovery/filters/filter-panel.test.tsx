/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { RecordedRequest, TestReply } from '@fundnet/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { addressQuery, fundItem, openDiscovery, pageReply, queryOf, useDiscoveryTestServer } from '../testing/discovery-fixtures';

// The machines that run the tests are shared and slow; MUI autocompletes take a while.
jest.setTimeout(30_000);

type Handler = (request: RecordedRequest) => TestReply | Promise<TestReply>;
let replies: Record<string, Handler> = {};
const server = useDiscoveryTestServer(() => replies);
const PUBLIC_FUNDS = '/api/fund-info/discovery-public';

beforeEach(() => {
  replies = {
    [`GET ${PUBLIC_FUNDS}`]: (request) => pageReply(request, [fundItem()]),
    'GET /api/fund-info/getPlaces': (request) => ({
      json: {
        items:
          request.query.search === 'ber'
            ? [
                { value: 'Berlin, Germany', label: 'Berlin, Germany', kind: 'place', profiles: 3 },
                { value: 'DE', label: 'Germany', kind: 'country', profiles: 5 },
              ]
            : [],
      },
    }),
  };
});

async function open(path: string) {
  const user = openDiscovery(path);
  await screen.findByRole('article', { name: 'Northwind Ventures' });
  // The panel's fields come after the page's first paint (its placeholder meanwhile).
  await screen.findByRole('search', { name: 'Filters' });
  return user;
}

afterEach(() => window.resizeTo(1024, 768));

const address = () => screen.getByTestId('address').textContent;
const query = () => addressQuery(address());
const panel = () => screen.getByRole('search', { name: 'Filters' });
const lastSearch = () => queryOf(server.requestsTo(PUBLIC_FUNDS).at(-1));

async function pick(user: ReturnType<typeof openDiscovery>, label: string, option: string) {
  // The panel's fields load after the first paint (a placeholder of their size until then): on a busy machine the
  // empty state can come first, so wait for the fields themselves.
  const filters = await screen.findByRole('search', { name: 'Filters' }, { timeout: 10_000 });
  await user.click(within(filters).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

it('is hidden behind a toggle on small screens that says how many filters are set', async () => {
  // A phone (the environment evaluates the page's media queries against the window: 1024 px wide by default).
  window.resizeTo(390, 844);
  const user = openDiscovery('/fund/discovery?stage=Seed&verifiedOnly=true');
  await screen.findByRole('article', { name: 'Northwind Ventures' });
  const toggle = screen.getByRole('button', { name: /Show filters \(2 set\)/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Folded away: not shown, so not in the accessibility tree either; and not even made (its fields and their code wait
  // for the press: a phone's first load does not render a panel it does not show, ADR 0089), after the first paint too.
  expect(screen.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByRole('search', { name: 'Filters', hidden: true })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('search', { name: 'Filters' })).toBeInTheDocument();
  // Hidden again, the panel stays made (what its fields hold is kept), only folded.
  await user.click(screen.getByRole('button', { name: 'Hide filters' }));
  expect(screen.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Filters', hidden: true })).toBeInTheDocument();
});

it('puts a chosen filter in the URL (a new history entry) and asks for the matching funds; Back restores the panel', async () => {
  const user = await open('/fund/discovery?geography=dach');
  await pick(user, 'Stage', 'Series A');
  await waitFor(() => expect(query()).toEqual({ stage: ['SeriesA'], geography: ['dach'] }));
  await waitFor(() => expect(lastSearch()).toEqual({ stage: ['SeriesA'], geography: ['dach'], skip: ['0'], take: ['10'] }));

  await pick(user, 'Fundraising status', 'Currently fundraising');
  await waitFor(() => expect(query()).toEqual({ status: ['currently-fundraising'], stage: ['SeriesA'], geography: ['dach'] }));

  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(query()).toEqual({ stage: ['SeriesA'], geography: ['dach'] }));
  expect(within(panel()).queryByRole('button', { name: 'Currently fundraising' })).not.toBeInTheDocument();
  expect(within(panel()).getByRole('button', { name: 'Series A' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(query()).toEqual({ geography: ['dach'] }));
  expect(within(panel()).queryByRole('button', { name: 'Series A' })).not.toBeInTheDocument();
  expect(within(panel()).getByRole('button', { name: 'DACH' })).toBeInTheDocument();
});

it('goes back to page 1 when a filter changes', async () => {
  replies[`GET ${PUBLIC_FUNDS}`] = (request) => pageReply(request, [fundItem()], { total: 45 });
  const user = await open('/fund/discovery?page=3&pageSize=20');
  await user.click(within(panel()).getByRole('checkbox', { name: 'Verified only' }));
  await waitFor(() => expect(query()).toEqual({ verifiedOnly: ['true'], pageSize: ['20'] }));
  await waitFor(() => expect(lastSearch()).toEqual({ verifiedOnly: ['true'], skip: ['0'], take: ['20'] }));
});

it('waits for a pause in typing before searching, and Enter searches at once', async () => {
  const user = await open('/fund/discovery');
  const before = server.requestsTo(PUBLIC_FUNDS).length;
  await user.type(within(panel()).getByRole('searchbox', { name: 'Search' }), 'north wind');
  // One search for the whole text, not one per key.
  await waitFor(() => expect(query()).toEqual({ search: ['north wind'] }));
  await waitFor(() => expect(lastSearch()).toEqual({ search: ['north wind'], skip: ['0'], take: ['10'] }));
  expect(server.requestsTo(PUBLIC_FUNDS).length).toBe(before + 1);

  await user.type(within(panel()).getByRole('searchbox', { name: 'Search' }), ' ventures{Enter}');
  expect(query()).toEqual({ search: ['north wind ventures'] });
});

it('keeps a typed amount that is not a number in its field with an error, and applies the other filters', async () => {
  const user = await open('/fund/discovery');
  await user.type(within(panel()).getByRole('textbox', { name: 'Fund size from (USD millions)' }), '10 million');
  expect(await within(panel()).findByText('Enter an amount in digits, 0 or more')).toBeInTheDocument();
  expect(query()).toEqual({});

  await pick(user, 'Maturity', 'Emerging (1st generation)');
  await waitFor(() => expect(query()).toEqual({ maturity: ['Emerging'] }));
  expect(within(panel()).getByRole('textbox', { name: 'Fund size from (USD millions)' })).toHaveValue('10 million');

  await user.clear(within(panel()).getByRole('textbox', { name: 'Fund size from (USD millions)' }));
  await user.type(within(panel()).getByRole('textbox', { name: 'Fund size from (USD millions)' }), '10');
  await waitFor(() => expect(query()).toEqual({ maturity: ['Emerging'], fundSizeFrom: ['10000000'] }));
  expect(within(panel()).queryByText('Enter an amount in digits, 0 or more')).not.toBeInTheDocument();
});

it('refuses a fund size range whose upper bound is below its lower bound', async () => {
  const user = await open('/fund/discovery?fundSizeFrom=50000000');
  expect(within(panel()).getByRole('textbox', { name: 'Fund size from (USD millions)' })).toHaveValue('50');
  await user.type(within(panel()).getByRole('textbox', { name: 'Fund size to (USD millions)' }), '1');
  expect(await within(panel()).findByText('Fund size to must be at least fund size from')).toBeInTheDocument();
  expect(query()).toEqual({ fundSizeFrom: ['50000000'] });
  await user.type(within(panel()).getByRole('textbox', { name: 'Fund size to (USD millions)' }), '00');
  await waitFor(() => expect(query()).toEqual({ fundSizeFrom: ['50000000'], fundSizeTo: ['100000000'] }));
  expect(within(panel()).queryByText('Fund size to must be at least fund size from')).not.toBeInTheDocument();
});

it('sets the currency amounts are asked in, leaving US dollars (the default) out of the URL', async () => {
  const user = await open('/fund/discovery');
  await user.click(within(panel()).getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByRole('option', { name: 'Euro' }));
  await waitFor(() => expect(query()).toEqual({ currency: ['EUR'] }));
  // The amounts say the unit they are asked in.
  expect(within(panel()).getByRole('textbox', { name: 'Fund size from (EUR millions)' })).toBeInTheDocument();
  await user.click(within(panel()).getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByRole('option', { name: 'US Dollar' }));
  await waitFor(() => expect(query()).toEqual({}));
});

it('adds tags typed freely, and matches all of them when asked', async () => {
  const user = await open('/fund/discovery');
  await user.type(within(panel()).getByRole('combobox', { name: 'Tags' }), 'climate{Enter}');
  await waitFor(() => expect(query()).toEqual({ tags: ['climate'] }));
  await user.type(within(panel()).getByRole('combobox', { name: 'Tags' }), 'saas, b2b{Enter}');
  await waitFor(() => expect(query()).toEqual({ tags: ['climate', 'saas', 'b2b'] }));
  await user.click(within(panel()).getByRole('checkbox', { name: 'Match all tags' }));
  await waitFor(() => expect(query()).toEqual({ tags: ['climate', 'saas', 'b2b'], tagInclusive: ['true'] }));
});

it('offers places from the API for the location, and adds a place by the part the API matches', async () => {
  const user = await open('/fund/discovery');
  await user.type(within(panel()).getByRole('combobox', { name: 'Location' }), 'ber');
  const option = await screen.findByRole('option', { name: /Berlin, Germany/ });
  expect(option).toHaveTextContent('3 profiles');
  expect(screen.getByRole('option', { name: /^Germany/ })).toHaveTextContent('5 profiles');
  // An answer to an earlier prefix may already list Berlin; wait for the request of the whole word.
  await waitFor(() => expect(queryOf(server.requestsTo('/api/fund-info/getPlaces').at(-1))).toEqual({ search: ['ber'] }));
  await user.click(option);
  await waitFor(() => expect(query()).toEqual({ location: ['Berlin'] }));
});

it('follows a chip removed under the results, and Clear all', async () => {
  const user = await open('/fund/discovery?stage=Seed&stage=SeriesA&featuredOnly=true');
  const chips = screen.getByRole('list', { name: 'Active filters' });
  await user.click(within(within(chips).getByText('Stage: Seed').closest('li')!).getByTestId('CancelIcon'));
  await waitFor(() => expect(query()).toEqual({ stage: ['SeriesA'], featuredOnly: ['true'] }));
  expect(within(panel()).queryByRole('button', { name: 'Seed' })).not.toBeInTheDocument();
  expect(within(panel()).getByRole('checkbox', { name: 'Featured only' })).toBeChecked();

  await user.click(within(panel()).getByRole('button', { name: 'Clear all' }));
  await waitFor(() => expect(query()).toEqual({}));
  expect(within(panel()).getByRole('checkbox', { name: 'Featured only' })).not.toBeChecked();
  expect(within(panel()).queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
});

it('offers investors their own filters: regions, industries and a deal range', async () => {
  replies['GET /api/investor-info/discovery-public'] = (request) => pageReply(request, []);
  const user = openDiscovery('/investor/discovery');
  expect(await screen.findByText('No investors to show yet')).toBeInTheDocument();
  await pick(user, 'Region', 'Europe');
  await pick(user, 'Industry', 'Fintech');
  await user.type(within(panel()).getByRole('textbox', { name: 'Deal size to (USD)' }), '5000000');
  await waitFor(() => expect(query()).toEqual({ location: ['europe'], industry: ['fintech'], dealRangeTo: ['5000000'] }));
  expect(within(panel()).queryByRole('combobox', { name: 'Stage' })).not.toBeInTheDocument();
});
