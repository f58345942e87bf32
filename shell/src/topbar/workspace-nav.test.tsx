/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { type NavContext, navigationEntries, navItems, serves, settingsNavGroups } from '@fundnet/app-runtime/navigation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, aProfile, meReply, resetBrowserSession, startFakeApi } from '../session/testing/fake-api';
import type { TestReply } from '../session/testing/fake-api';
import { currentLocation, renderPage } from '../session/testing/render-page';
import { TopBar } from './top-bar';

jest.setTimeout(30_000);

const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');
const investor = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', 'investor', 'Ada Capital');
const fundOwner: NavContext = { signedIn: true, isAdmin: false, activeProfile: { type: 'fund', role: 'owner' } };

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(resetBrowserSession);

function signedInAs(profile: { id: string; type: 'fund' | 'investor' | 'serviceProvider' } | null, { isAdmin = false } = {}) {
  api.use({ 'GET /api/users/get-me': () => ({ json: meReply([fund, investor], { isAdmin }) }) });
  sessionStore.setToken('t');
  if (profile) sessionStore.setActiveProfile({ id: profile.id, type: profile.type });
}

const workspaceNav = () => screen.findByRole('navigation', { name: 'Workspace' });
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const currentOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => [link.textContent, link.getAttribute('aria-current')]);

describe('the workspace navigation', () => {
  it('lists a fund’s daily tools from the registry, then Settings, and marks the current page', async () => {
    signedInAs(fund);
    renderPage(<TopBar />, { at: '/dataRoom', path: '*' });
    const nav = await workspaceNav();
    // In the banner, under the bar's first row.
    expect(screen.getByRole('banner')).toContainElement(nav);
    expect(linksOf(nav)).toEqual([
      ['My profile page', '/fund'],
      ['Dashboard', '/dashboard'],
      ['Data room', '/dataRoom'],
      ['Commitments & Book', '/commitmentsAndBook'],
      ['To-dos', '/fundTodo'],
      ['Activity log', '/activityLog'],
      ['Settings', '/settings/callToAction'],
    ]);
    // The registry's profileArea entries, in its order: the one source.
    expect(linksOf(nav).slice(0, -1)).toEqual(navItems('profileArea', fundOwner).map((item) => [item.label, item.to]));
    expect(currentOf(nav)).toEqual([['Data room', 'page']]);

    // A link changes the page in place (History API), and the mark follows.
    await userEvent.setup({ delay: null }).click(within(nav).getByRole('link', { name: 'Commitments & Book' }));
    expect(currentLocation()).toBe('/commitmentsAndBook');
    expect(currentOf(nav)).toEqual([['Commitments & Book', 'page']]);
  });

  it.each([
    ['/fund', [['My profile page', 'page']]],
    ['/dashboard/goals', [['Dashboard', 'page']]],
    // Other pages under /fund are not the fund's own page.
    ['/fund/discovery', []],
    ['/fund/another-fund', []],
    // A settings section: Settings is where the user is; its landing page is Settings itself.
    ['/settings/team', [['Settings', 'true']]],
    ['/fund/edit', [['Settings', 'true']]],
    ['/settings/callToAction', [['Settings', 'page']]],
    ['/feed', []],
  ])('at %s marks %j', async (at, marked) => {
    signedInAs(fund);
    renderPage(<TopBar />, { at, path: '*' });
    expect(currentOf(await workspaceNav())).toEqual(marked);
  });

  it('shows an investor its own set: its profile page and Settings', async () => {
    signedInAs(investor);
    renderPage(<TopBar />, { at: '/investor', path: '*' });
    const nav = await workspaceNav();
    expect(linksOf(nav)).toEqual([
      ['My profile page', '/investor'],
      ['Settings', '/settings/callToAction'],
    ]);
    expect(currentOf(nav)).toEqual([['My profile page', 'page']]);
  });

  it('is not there signed out', () => {
    renderPage(<TopBar />, { at: '/fund/discovery', path: '*' });
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('workspace-placeholder')).not.toBeInTheDocument();
  });

  it('is not there for a signed-in user who has not chosen a profile', async () => {
    signedInAs(null);
    renderPage(<TopBar />, { at: '/selectProfile', path: '*' });
    await screen.findByRole('button', { name: 'Account menu of Ada Lovelace' });
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('workspace-placeholder')).not.toBeInTheDocument();
  });

  it('keeps its place with a placeholder of its height while users/get-me loads, then shows the links', async () => {
    let answer: (reply: TestReply) => void = () => undefined;
    api.use({ 'GET /api/users/get-me': () => new Promise<TestReply>((resolve) => (answer = resolve)) });
    sessionStore.setToken('t');
    sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
    renderPage(<TopBar />, { at: '/dashboard', path: '*' });
    const placeholder = screen.getByTestId('workspace-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/users/get-me')).toHaveLength(1));
    answer({ json: meReply([fund, investor]) });
    expect(currentOf(await workspaceNav())).toEqual([['Dashboard', 'page']]);
    expect(screen.queryByTestId('workspace-placeholder')).not.toBeInTheDocument();
  });

  it('disappears when the session’s profile is not one of the user’s (no empty row)', async () => {
    api.use({ 'GET /api/users/get-me': () => ({ json: meReply([investor]) }) });
    sessionStore.setToken('t');
    sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
    renderPage(<TopBar />, { at: '/dashboard', path: '*' });
    await screen.findByRole('button', { name: 'Account menu of Ada Lovelace' });
    await waitFor(() => expect(screen.queryByTestId('workspace-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
  });
});

describe('every page within two clicks of a fund owner', () => {
  it('the top bar links every built page the registry serves, or Settings leads to the side nav that does', async () => {
    signedInAs(fund, { isAdmin: true });
    renderPage(<TopBar />, { at: '/dashboard', path: '*' });
    const user = userEvent.setup({ delay: null });
    const workspace = linksOf(await workspaceNav());
    const main = linksOf(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .filter((item) => item.hasAttribute('href'))
      .map((item) => [item.textContent, item.getAttribute('href')]);
    const oneClick = new Set([...main, ...workspace, ...menu].map(([, href]) => href));

    // Settings and Profile settings open a page framed by the settings side nav (mfe-profiles' SettingsNav, which lists
    // settingsNavGroups: its own test); from there each section is one click.
    const settingsHref = workspace.find(([label]) => label === 'Settings')?.[1];
    expect(menu).toContainEqual(['Profile settings', settingsHref]);
    const landing = navigationEntries.find((entry) => entry.to === settingsHref);
    expect(landing?.settingsFrame).toBe(true);
    const twoClicks = new Set(settingsNavGroups({ ...fundOwner, isAdmin: true }).flatMap((group) => group.items.map((item) => item.to)));

    const context: NavContext = { ...fundOwner, isAdmin: true };
    const unreached = navigationEntries
      .filter((entry) => entry.built && serves(entry, context))
      .map((entry) => entry.to.replace('{profile}', '/fund'))
      .filter((to) => !oneClick.has(to) && !twoClicks.has(to));
    expect(unreached).toEqual([]);
    // And the registry's settings sections are not one click from the top bar any more: they are in settings.
    expect([...oneClick].filter((href) => twoClicks.has(href ?? ''))).toEqual([settingsHref]);
  });
});
