/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { profilesKeys, sessionStore, useProfile, useSession } from '@fundnet/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aProfile, meReply, resetBrowserSession, startFakeApi } from '../session/testing/fake-api';
import { currentLocation, renderPage } from '../session/testing/render-page';
import { TopBar } from './top-bar';

jest.setTimeout(30_000);

const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');
const draftFund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03', 'fund', 'Northwind Fund II', 'draft');
const investor = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', 'investor', 'Ada Capital');

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

function routes({ isAdmin = false } = {}) {
  const profiles = [fund, draftFund, investor];
  api.use({
    'GET /api/users/get-me': () => ({ json: meReply(profiles, { isAdmin }) }),
    'POST /api/auth/profile-switch': (request) => {
      const { profileId } = JSON.parse(request.body) as { profileId: string };
      return { json: { profile: profiles.find((profile) => profile.id === profileId) } };
    },
    'GET /api/profiles/0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01': (request) => ({
      json: { ...fund, createdAt: '2026-01-01T00:00:00.000Z', members: [], seenAs: request.headers['meta-profile-id'] },
    }),
    'GET /api/profiles/0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02': (request) => ({
      json: { ...investor, createdAt: '2026-01-01T00:00:00.000Z', members: [], seenAs: request.headers['meta-profile-id'] },
    }),
    'POST /api/auth/logout': () => ({ status: 204 }),
  });
}

/** A page of another app showing the active profile's data (profile-scoped query). */
function ActiveProfilePanel() {
  const { activeProfile } = useSession();
  return activeProfile ? <ActiveProfileName id={activeProfile.id} type={activeProfile.type} /> : null;
}
function ActiveProfileName(profile: { id: string; type: 'fund' | 'investor' | 'serviceProvider' }) {
  const { data } = useProfile(profile);
  return <p data-testid="panel">{data ? `Data of ${data.name}` : 'loading'}</p>;
}

describe('signed out', () => {
  it('shows the main navigation and Log in / Sign up', () => {
    renderPage(<TopBar />, { at: '/investor/discovery', path: '*' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Funds' })).toHaveAttribute('href', '/fund/discovery');
    expect(within(nav).getByRole('link', { name: 'Investors' })).toHaveAttribute('href', '/investor/discovery');
    expect(within(nav).getByRole('link', { name: 'Service providers' })).toHaveAttribute('href', '/serviceProvider/discovery');
    expect(within(nav).getByRole('link', { name: 'Investors' })).toHaveAttribute('aria-current', 'page');
    // The feed is for signed-in users; the events calendar is public.
    expect(within(nav).queryByRole('link', { name: 'Feed' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Fundnet home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Finvestor%2Fdiscovery');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('navigates with the History API (router links)', async () => {
    renderPage(<TopBar />, { at: '/investor/discovery', path: '*' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Funds' }));
    expect(currentLocation()).toBe('/fund/discovery');
  });
});

describe('profile switcher', () => {
  it('lists the profiles by kind with their status, calls profile-switch and updates the active profile without a reload', async () => {
    routes();
    sessionStore.setToken('t');
    sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
    const { client } = renderPage(<TopBar />, { at: '/fund', path: '*', alwaysShown: <ActiveProfilePanel /> });
    const user = userEvent.setup({ delay: null });

    await waitFor(() => expect(screen.getByTestId('panel')).toHaveTextContent('Data of Northwind Ventures'));
    const switcher = await screen.findByRole('button', { name: /northwind ventures/i });
    await user.click(switcher);

    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Funds')).toBeInTheDocument();
    expect(within(menu).getByText('Investors')).toBeInTheDocument();
    const current = within(menu).getByRole('menuitemradio', { name: /northwind ventures/i });
    expect(current).toHaveAttribute('aria-checked', 'true');
    expect(within(current).getByText('Published')).toBeInTheDocument();
    expect(within(within(menu).getByRole('menuitemradio', { name: /northwind fund ii/i })).getByText('Draft')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Create a profile' })).toHaveAttribute('href', '/join/selectProfileType');

    await user.click(within(menu).getByRole('menuitemradio', { name: /ada capital/i }));

    await waitFor(() => expect(sessionStore.getActiveProfile()).toEqual({ id: investor.id, type: 'investor' }));
    expect(api.body(api.calls('POST /api/auth/profile-switch')[0])).toEqual({ profileId: investor.id, profileType: 'investor' });
    // The other app's profile-scoped data is read again as the new profile, in place.
    await waitFor(() => expect(screen.getByTestId('panel')).toHaveTextContent('Data of Ada Capital'));
    expect(api.calls(`GET /api/profiles/${investor.id}`).at(-1)?.headers['meta-profile-id']).toBe(investor.id);
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: profilesKeys.all })
        .map((query) => query.state.data),
    ).not.toContainEqual(expect.objectContaining({ name: 'Northwind Ventures' }));
    expect(await screen.findByRole('button', { name: /ada capital/i })).toBeInTheDocument();
    expect(await screen.findByText('You are now acting as Ada Capital (Investor).')).toBeInTheDocument();
    expect(currentLocation()).toBe('/fund');
  });
});

describe('session expiry', () => {
  it("a stale token: the top bar's own call gets a 401 and the person lands on /login?returnTo=<page>", async () => {
    api.use({
      'GET /api/users/get-me': () => ({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' } }),
    });
    sessionStore.setToken('stale');
    renderPage(<TopBar />, { at: '/commitmentsAndBook?period=month', path: '*' });
    await waitFor(() => expect(currentLocation()).toBe('/login?returnTo=%2FcommitmentsAndBook%3Fperiod%3Dmonth'));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('offers user settings, the admin console to administrators and the colour mode', async () => {
    routes({ isAdmin: true });
    sessionStore.setToken('t');
    renderPage(<TopBar />, { at: '/', path: '*' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ada Lovelace' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'User details' })).toHaveAttribute('href', '/userSettings/details');
    expect(within(menu).getByRole('menuitem', { name: 'Profiles' })).toHaveAttribute('href', '/userSettings/profiles');
    expect(within(menu).getByRole('menuitem', { name: 'Shared profiles' })).toHaveAttribute('href', '/userSettings/sharedProfiles');
    // No active profile: no profile settings.
    expect(within(menu).queryByRole('menuitem', { name: 'Profile settings' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    const darkMode = within(menu).getByRole('menuitemcheckbox', { name: /dark mode/i });
    expect(darkMode).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the account’s links and one “Profile settings” link, no settings section and no daily tool', async () => {
    routes();
    sessionStore.setToken('t');
    sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
    renderPage(<TopBar />, { at: '/settings/team', path: '*' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: /northwind ventures/i });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu');
    const links = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.hasAttribute('href'))
      .map((item) => [item.textContent, item.getAttribute('href')]);
    // Settings lead to the first section with the side nav of all the others (the registry's settingsLanding).
    expect(links).toEqual([
      ['Profile settings', '/settings/callToAction'],
      ['User details', '/userSettings/details'],
      ['Profiles', '/userSettings/profiles'],
      ['Shared profiles', '/userSettings/sharedProfiles'],
    ]);
    for (const gone of ['Edit Profile', 'Team', 'Delete Profile', 'Dashboard', 'Data room', 'My profile page', 'Profile', 'Reach', 'Other'])
      expect(within(menu).queryByText(gone)).not.toBeInTheDocument();
    for (const heading of ['Northwind Ventures', 'Account']) expect(within(menu).getByText(heading)).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(5); // the four links and sign out (dark mode is a checkbox)
    // On a section (Team) the settings link is the current place, and focus starts there.
    const settings = within(menu).getByRole('menuitem', { name: 'Profile settings' });
    expect(settings).toHaveAttribute('aria-current', 'true');
    expect(settings).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/settings/callToAction'));
  });

  it('marks “Profile settings” as the page on the settings landing, and not elsewhere', async () => {
    routes();
    sessionStore.setToken('t');
    sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
    renderPage(<TopBar />, { at: '/settings/callToAction', path: '*' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: /northwind ventures/i });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Profile settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives an investor its own settings landing and no fund item', async () => {
    routes();
    sessionStore.setToken('t');
    sessionStore.setActiveProfile({ id: investor.id, type: 'investor' });
    renderPage(<TopBar />, { at: '/', path: '*' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: /ada capital/i });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu');
    const settings = within(menu).getByRole('menuitem', { name: 'Profile settings' });
    expect(settings).toHaveAttribute('href', '/settings/callToAction');
    expect(settings).not.toHaveAttribute('aria-current');
    expect(within(menu).getByText('Ada Capital')).toBeInTheDocument();
    for (const label of ['Fund Track Records', 'Invite Investors', 'Graduation Rates', 'Dashboard', 'My profile page']) {
      expect(within(menu).queryByText(label)).not.toBeInTheDocument();
    }
  });

  it('hides the admin console from other users', async () => {
    routes();
    sessionStore.setToken('t');
    renderPage(<TopBar />, { at: '/', path: '*' });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /account menu/i }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('sign out ends the session on the server, clears it here and goes to /login', async () => {
    routes();
    sessionStore.setToken('t', { remember: true });
    sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
    renderPage(<TopBar />, { at: '/fund', path: '*' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(api.calls('POST /api/auth/logout')[0]?.headers.authorization).toBe('Bearer t');
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getActiveProfile()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
