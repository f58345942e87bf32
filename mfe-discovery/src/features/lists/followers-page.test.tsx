/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { activeFund, card, emptyWorld, followEntry, type SocialWorld, socialApi } from './testing/social-fixtures';

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
const listReads = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/follow');
const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const row = (name: string) => screen.getByRole('listitem', { name });

const alder = card(1, 'investor', { name: 'Alder Family Office' });
const birch = card(2, 'fund', { name: 'Birch Ventures II' });
const cedar = card(3, 'serviceProvider', { name: 'Cedar Legal' });
const draft = card(4, 'fund', { name: 'Quiet Draft Fund', public: false, headline: null });

function network() {
  world.followers = [followEntry(alder, 20, { mutual: true }), followEntry(birch, 15), followEntry(draft, 3)];
  world.following = [followEntry(alder, 21, { mutual: true }), followEntry(cedar, 10, { notifications: 'updates' })];
}

it('asks a visitor to sign in and come back', async () => {
  renderAt('/followers', <AreaRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Followers' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Ffollowers');
});

it('asks a signed-in user without an active profile to choose one', () => {
  sessionStore.setToken('token-ada');
  renderAt('/followers', <AreaRoutes />);
  expect(screen.getByRole('link', { name: 'Choose a profile' })).toHaveAttribute('href', '/selectProfile');
});

it('lists the followers with both counts, follow-back state and links to public pages', async () => {
  network();
  signIn();
  renderAt('/followers', <AreaRoutes />);
  expect(await screen.findByRole('list', { name: 'Followers' })).toBeInTheDocument();
  expect(names('Followers')).toEqual(['Alder Family Office', 'Birch Ventures II', 'Quiet Draft Fund']);
  expect(screen.getByRole('tab', { name: 'Followers (3)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Following (2)' })).toBeInTheDocument();
  expect(within(row('Alder Family Office')).getByRole('link', { name: 'Alder Family Office' })).toHaveAttribute(
    'href',
    '/investor/alder-family-office',
  );
  expect(within(row('Alder Family Office')).getByText(/you follow each other/)).toBeInTheDocument();
  expect(within(row('Alder Family Office')).getByRole('button', { name: 'Follow Alder Family Office' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(row('Birch Ventures II')).getByRole('button', { name: 'Follow Birch Ventures II' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // A follower without a public page cannot be followed back, only removed.
  expect(within(row('Quiet Draft Fund')).queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  expect(within(row('Quiet Draft Fund')).getByText('This profile is not public at the moment.')).toBeInTheDocument();
  expect(listReads()[0]!.query).toEqual({ list: 'followers', skip: '0', take: '10' });
  expect(listReads()[0]!.headers['meta-profile-id']).toBe(activeFund.id);
});

it('follows a follower back from its row', async () => {
  network();
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Followers' });
  await user.click(within(row('Birch Ventures II')).getByRole('button', { name: 'Follow Birch Ventures II' }));
  await waitFor(() =>
    expect(within(row('Birch Ventures II')).getByRole('button', { name: 'Follow Birch Ventures II' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
  const post = server.requests.find((r) => r.method === 'POST' && r.path === '/api/follow');
  expect(JSON.parse(post!.body)).toEqual({ profileId: birch.id });
});

it('removes a follower after confirming, and the list and counts refresh', async () => {
  network();
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Remove Birch Ventures II from your followers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Birch Ventures II from your followers?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Remove Birch Ventures II from your followers' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove follower' }));
  expect(await screen.findByText('Birch Ventures II no longer follows your profile.')).toBeInTheDocument();
  await waitFor(() => expect(names('Followers')).toEqual(['Alder Family Office', 'Quiet Draft Fund']));
  expect(screen.getByRole('tab', { name: 'Followers (2)' })).toBeInTheDocument();
  expect(server.requests.find((r) => r.method === 'DELETE')).toMatchObject({
    path: '/api/follow/removeFollow',
    query: { profileId: birch.id },
  });
});

it('follows back every follower at once', async () => {
  network();
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Followers' });
  await user.click(await screen.findByRole('button', { name: 'Follow back all' }));
  expect(await screen.findByText('You now follow 1 more profile.')).toBeInTheDocument();
  const post = server.requests.find((r) => r.path === '/api/follow/automatic-follow');
  expect(JSON.parse(post!.body)).toEqual({ followBack: true });
});

it('shows the followed profiles on the second tab, unfollows and sets notifications', async () => {
  network();
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Followers' });
  await user.click(screen.getByRole('tab', { name: 'Following (2)' }));
  expect(await screen.findByRole('list', { name: 'Following' })).toBeInTheDocument();
  expect(names('Following')).toEqual(['Alder Family Office', 'Cedar Legal']);
  expect(listReads().at(-1)!.query).toMatchObject({ list: 'following', skip: '0' });
  expect(within(row('Alder Family Office')).getByText(/follows you too/)).toBeInTheDocument();

  expect(await within(row('Cedar Legal')).findByRole('combobox', { name: /Notifications/ })).toHaveTextContent('Profile updates only');
  await user.click(within(row('Cedar Legal')).getByRole('combobox', { name: /Notifications/ }));
  await user.click(screen.getByRole('option', { name: 'No notifications' }));
  expect(await screen.findByText('Notifications from Cedar Legal: no notifications.')).toBeInTheDocument();
  const put = server.requests.find((r) => r.method === 'PUT');
  expect(put!.path).toBe(`/api/follow/${world.following[1]!.id}`);
  expect(JSON.parse(put!.body)).toEqual({ notifications: 'none' });

  await user.click(screen.getByRole('button', { name: 'Unfollow Alder Family Office' }));
  expect(await screen.findByText('You no longer follow Alder Family Office.')).toBeInTheDocument();
  await waitFor(() => expect(names('Following')).toEqual(['Cedar Legal']));
  expect(server.requests.find((r) => r.method === 'DELETE')).toMatchObject({ path: '/api/follow', query: { profileId: alder.id } });
});

it('opens on the following tab from its link, and searches by name', async () => {
  network();
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers?tab=following', <AreaRoutes />);
  expect(await screen.findByRole('list', { name: 'Following' })).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ceda');
  await waitFor(() => expect(listReads().at(-1)!.query).toMatchObject({ list: 'following', search: 'ceda' }));
  await waitFor(() => expect(names('Following')).toEqual(['Cedar Legal']));
});

it('gives a viewer the lists and unfollow, without the editor actions', async () => {
  network();
  world.role = 'viewer';
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Followers' });
  expect(await screen.findByText(/As a viewer of this profile you can follow and unfollow/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /from your followers/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Follow back all' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Following (2)' }));
  await screen.findByRole('list', { name: 'Following' });
  expect(screen.queryByRole('combobox', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unfollow Cedar Legal' })).toBeInTheDocument();
});

it('pages the followers', async () => {
  world.followers = Array.from({ length: 14 }, (_, i) => followEntry(card(i + 10), 28 - i));
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  await screen.findByRole('list', { name: 'Followers' });
  expect(screen.getByText('1–10 of 14')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(names('Followers')).toHaveLength(4));
  expect(listReads().at(-1)!.query).toMatchObject({ skip: '10', take: '10' });
});

it('says when there are no followers, or no followed profiles, yet', async () => {
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  expect(await screen.findByText('No followers yet')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Following (0)' }));
  expect(await screen.findByText('You do not follow any profile yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discover funds' })).toHaveAttribute('href', '/fund/discovery');
});

it('shows an error with a retry', async () => {
  network();
  world.failLists = 500;
  signIn();
  const user = userEvent.setup({ delay: null });
  renderAt('/followers', <AreaRoutes />);
  expect(await screen.findByText('Your followers could not be loaded')).toBeInTheDocument();
  world.failLists = undefined;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Followers' })).toBeInTheDocument();
});
