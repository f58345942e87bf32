/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { activeFund, card, emptyWorld, favouriteEntry, type SocialWorld, socialApi } from './testing/social-fixtures';

jest.setTimeout(30_000);

let server: TestServer;
let world: SocialWorld;

beforeAll(async () => {
  server = await startTestServer((request) => socialApi(world)(request));
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  world = emptyWorld();
  server.requests.length = 0;
  sessionStore.clearSession();
});

const signIn = () => {
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile(activeFund);
};
const favouriteReads = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/favourite');
const rows = () =>
  within(screen.getByRole('list', { name: 'Favorites' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const alder = card(1, 'fund', { name: 'Alder Ventures I', logo: 'https://cdn.example.test/alder.png' });
const birch = card(2, 'investor', { name: 'Birch Family Office' });
const cedar = card(3, 'serviceProvider', { name: 'Cedar Legal' });
const archived = card(4, 'fund', { name: 'Dormant Fund II', public: false, headline: null });

it('asks a visitor to sign in and come back', async () => {
  renderAt('/favorites', <AreaRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Ffavorites');
  expect(server.requests).toEqual([]);
});

it('asks a signed-in user without an active profile to choose one', () => {
  sessionStore.setToken('token-ada');
  renderAt('/favorites', <AreaRoutes />);
  expect(screen.getByText('Choose a profile first')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a profile' })).toHaveAttribute('href', '/selectProfile');
});

it('lists the favourites as cards linking to their public pages, with counts per type and the favourings', async () => {
  world.favourites = [favouriteEntry(alder, 20), favouriteEntry(birch, 18), favouriteEntry(cedar, 12), favouriteEntry(archived, 2)];
  world.favourings = { total: 3, byType: { fund: 1, investor: 2, serviceProvider: 0 }, last7Days: 1, last30Days: 2 };
  signIn();
  renderAt('/favorites', <AreaRoutes />);
  expect(await screen.findByRole('list', { name: 'Favorites' })).toBeInTheDocument();
  expect(rows()).toEqual(['Alder Ventures I', 'Birch Family Office', 'Cedar Legal', 'Dormant Fund II']);
  expect(screen.getByRole('link', { name: 'Alder Ventures I' })).toHaveAttribute('href', '/fund/alder-ventures-i');
  expect(screen.getByRole('link', { name: 'Birch Family Office' })).toHaveAttribute('href', '/investor/birch-family-office');
  expect(screen.getByRole('link', { name: 'Cedar Legal' })).toHaveAttribute('href', '/serviceProvider/cedar-legal');
  expect(screen.queryByRole('link', { name: 'Dormant Fund II' })).not.toBeInTheDocument();
  expect(screen.getByText('This profile is not public at the moment.')).toBeInTheDocument();
  expect(screen.getByText('Birch Family Office headline')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All (4)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Funds (2)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Service providers (1)' })).toBeInTheDocument();
  expect(
    await screen.findByText('3 profiles have marked yours as favorite (1 fund, 2 investors), 2 in the last 30 days.'),
  ).toBeInTheDocument();
  expect(favouriteReads()[0]!.headers).toMatchObject({ 'meta-profile-id': activeFund.id, 'meta-profile-type': 'fund' });
  expect(favouriteReads()[0]!.query).toEqual({ skip: '0', take: '10' });
});

it('filters by type and by name', async () => {
  world.favourites = [favouriteEntry(alder, 20), favouriteEntry(birch, 18), favouriteEntry(cedar, 12)];
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/favorites', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Favorites' });
  await user.click(screen.getByRole('tab', { name: 'Investors (1)' }));
  await waitFor(() => expect(rows()).toEqual(['Birch Family Office']));
  expect(favouriteReads().at(-1)!.query).toMatchObject({ type: 'investor', skip: '0' });

  await user.click(screen.getByRole('tab', { name: 'All (3)' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'cedar');
  await waitFor(() => expect(favouriteReads().at(-1)!.query).toMatchObject({ search: 'cedar' }));
  await waitFor(() => expect(rows()).toEqual(['Cedar Legal']));
});

it('removes a favourite, refreshes the list and says so', async () => {
  world.favourites = [favouriteEntry(alder, 20), favouriteEntry(birch, 18)];
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/favorites', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Favorites' });
  await user.click(screen.getByRole('button', { name: 'Remove Alder Ventures I from favorites' }));
  expect(await screen.findByText('Alder Ventures I was removed from your favorites.')).toBeInTheDocument();
  await waitFor(() => expect(rows()).toEqual(['Birch Family Office']));
  const removal = server.requests.find((r) => r.method === 'DELETE');
  expect(removal).toMatchObject({ path: '/api/favourite', query: { profileId: alder.id } });
});

it('pages through the favourites and changes the page size', async () => {
  world.favourites = Array.from({ length: 25 }, (_, i) => favouriteEntry(card(i + 10), 28 - i));
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/favorites', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Favorites' });
  expect(rows()).toHaveLength(10);
  expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(screen.getByText('11–20 of 25')).toBeInTheDocument());
  expect(favouriteReads().at(-1)!.query).toMatchObject({ skip: '10', take: '10' });

  await user.click(screen.getByRole('combobox', { name: /Profiles per page/ }));
  await user.click(screen.getByRole('option', { name: '30' }));
  await waitFor(() => expect(rows()).toHaveLength(25));
  expect(favouriteReads().at(-1)!.query).toMatchObject({ skip: '0', take: '30' });
});

it('says when there are no favourites yet', async () => {
  signIn();
  renderAt('/favorites', <AreaRoutes />);
  expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discover funds' })).toHaveAttribute('href', '/fund/discovery');
  expect(await screen.findByText('No profile has marked yours as favorite yet.')).toBeInTheDocument();
});

it('shows an error with a retry that loads the list', async () => {
  world.favourites = [favouriteEntry(alder, 20)];
  world.failLists = 503;
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/favorites', <AreaRoutes />);
  expect(await screen.findByText('Your favorites could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('The list is not available right now.')).toBeInTheDocument();
  world.failLists = undefined;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Favorites' })).toBeInTheDocument();
});
