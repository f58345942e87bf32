/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import { navigationEntries, settingsLanding, settingsNavGroups } from '@fundnet/app-runtime/navigation';
import { sectionSummaries as sectionOwners, settingsPages } from './features/profile-settings';
import { AreaRoutes } from './routes';
import { fundProfile, fundSummary, me } from './testing/fixtures';

const fundOwnerView = {
  profile: { id: fundProfile.id, type: 'fund', name: 'Northwind Ventures', slug: 'northwind-ventures', status: 'published', role: 'owner' },
  sections: {},
  settings: { requireNda: false, ndaSections: [], hiddenFields: [], notApplicableFields: [] },
  submission: null,
  attemptedAccess: { attempts: 0, users: 0 },
  verified: false,
  featured: false,
};
const publicFund = {
  id: fundProfile.id,
  name: 'Northwind Ventures',
  slug: 'northwind-ventures',
  verified: false,
  featured: false,
  requireNda: false,
  sections: {},
  notApplicableFields: [],
  unlockedSections: [],
};

let server: TestServer;
/** users/get-me's reply (the fixture's user has no profile; a test may give them one). */
let meNow = me;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: meNow };
    if (request.path === '/api/profiles/mine') return { json: [fundSummary] };
    if (request.path === `/api/profiles/${fundProfile.id}`) return { json: fundProfile };
    if (request.path === '/api/fund-info') return { json: fundOwnerView };
    if (request.path === '/api/fund-info/density') return { json: { density: 0, sections: [] } };
    if (request.path === '/api/fund-info/public/northwind-ventures') return { json: publicFund };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile({ id: fundProfile.id, type: 'fund' });
});
afterEach(() => {
  meNow = me;
});

// Every path mfe-profiles owns (route-ownership.ts) and the page heading it shows.
const owned: [path: string, heading: string][] = [
  ['/fund', 'Northwind Ventures'],
  ['/fund/edit', 'Edit fund profile'],
  ['/fund/northwind-ventures', 'Northwind Ventures'],
  ['/investor', 'Investor profile'],
  ['/investor/edit', 'Edit investor profile'],
  ['/investor/harbour-family-office', 'Investor profile'],
  ['/serviceProvider', 'Service provider profile'],
  ['/serviceProvider/edit', 'Edit service provider profile'],
  ['/serviceProvider/lumen-legal', 'Service provider profile'],
  ['/settings/callToAction', 'Call To Action Settings'],
  ['/settings/nda', 'NDA'],
  ['/settings/profileVisits', 'Profile Visits'],
  ['/settings/subscribers', 'Subscribers'],
  ['/settings/company', 'Manage Company'],
  ['/settings/team', 'Team'],
  ['/settings/deleteProfile', 'Delete Profile'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/inviteInvestors', 'Invite Investors'],
  ['/settings/shareProfileLink', 'Share Profile Link'],
  ['/settings/shareProfileLink/createLink', 'Create a share link'],
  ['/settings/invitations', 'Manage Invitations'],
  ['/settings/billing', 'Billing'],
  ['/settings/webhooks', 'Webhooks'],
  ['/profile/team', 'Team'],
  ['/userSettings', 'User settings'],
  ['/userSettings/details', 'User settings'],
  ['/userSettings/details/manageEmails', 'User settings'],
  ['/userSettings/profiles', 'User settings'],
  ['/userSettings/sharedProfiles', 'User settings'],
  ['/getIntroduce', 'Get introduced'],
];

// 30 s: every page is lazy, so the first row that opens a page also compiles that page's modules for Jest (a cost the
// file paid while importing before the owner and public pages became lazy too).
it.each(owned)(
  '%s shows its page (%s)',
  async (path, heading) => {
    renderAt(path, <AreaRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('There is no page at this address')).not.toBeInTheDocument();
    expect(document.title).toMatch(/ · Fundnet$/);
  },
  30_000,
);

it('routes every section the navigation registry marks built for this area, and only those', () => {
  const builtHere = navigationEntries.filter((entry) => entry.built && entry.to.startsWith('/settings/') && entry.id in sectionOwners);
  expect(settingsPages.map((page) => `/settings/${page.path}`)).toEqual(builtHere.map((entry) => entry.to));
  for (const page of settingsPages) expect(owned).toContainEqual([`/settings/${page.path}`, page.label]);
});

it('the user settings tabs show their content', async () => {
  renderAt('/userSettings', <AreaRoutes />);
  expect(await screen.findByText('ada@northwind.example')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'User details' })).toHaveAttribute('aria-current', 'page');

  renderAt('/userSettings/profiles', <AreaRoutes />);
  expect(await screen.findByText('Active')).toBeInTheDocument();
});

it.each([
  '/fund/northwind-ventures/extra',
  '/settings/nope',
  // Not built yet (the registry says so): no placeholder page, and no menu links here.
  '/settings/feedback',
  '/settings/account',
  '/settings/portfolioAndTrackRecords',
  '/userSettings/nope',
  '/profile/nope',
  '/nowhere',
])('%s shows the in-area page not found, with a link home', async (path) => {
  renderAt(path, <AreaRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(path)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found · Fundnet');
});

// Issue 34.8: the top bar's Settings links lead to settingsLanding, trusting that page to carry the side nav of every
// section (the second click). The registry's settingsFrame marks are that promise; this area keeps it.
it('frames with the settings side nav exactly the sections the registry marks settingsFrame, the landing too', async () => {
  const framed = navigationEntries.filter((entry) => entry.built && entry.settingsFrame).map((entry) => entry.to);
  expect(settingsPages.map((page) => `/settings/${page.path}`)).toEqual(framed);

  const fundOwner = { signedIn: true, isAdmin: false, activeProfile: { type: 'fund', role: 'owner' } } as const;
  const landing = settingsLanding(fundOwner);
  expect(landing && framed).toContain(landing?.to);
  meNow = { ...me, profiles: [fundSummary] };
  renderAt(landing!.to, <AreaRoutes />);
  const sideNav = await screen.findByRole('navigation', { name: 'Profile settings' }, { timeout: 20_000 });
  const sections = settingsNavGroups(fundOwner).flatMap((group) => group.items);
  expect(await within(sideNav).findByRole('link', { name: sections.at(-1)!.label })).toBeInTheDocument();
  expect(
    within(sideNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(sections.map((item) => item.to));
}, 30_000);

it("starts the same pages as the build's start pages, in their order (the first that matches is loaded)", async () => {
  const { startPageComponents } = await import('./routes');
  const { startPages } = await import('./start-pages');
  expect(Object.keys(startPageComponents)).toEqual(startPages.map((page) => page.path));
});
