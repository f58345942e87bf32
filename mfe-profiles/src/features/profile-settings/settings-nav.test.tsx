/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { profilePaths } from '@fundnet/app-runtime/navigation';
import { renderAt } from '@fundnet/app-runtime/testing';
import { profileTypePaths } from '@fundnet/validation-schema';
import { screen, within } from '@testing-library/react';
import { me } from '../../testing/fixtures';
import { SettingsNav } from './settings-nav';

const fund = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001',
  type: 'fund',
  name: 'Northwind Ventures',
  slug: 'northwind',
  status: 'published',
  role: 'owner',
};
const investor = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002',
  type: 'investor',
  name: 'Ada Capital',
  slug: 'ada',
  status: 'published',
  role: 'viewer',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: { ...me, profiles: [fund, investor] } };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStore.clearSession();
  sessionStore.setToken('token-ada');
});

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

it('lists a fund owner’s built sections by tab group, marking the current one', async () => {
  sessionStore.setActiveProfile({ id: fund.id, type: 'fund' });
  renderAt('/settings/nda', <SettingsNav />);
  const nav = screen.getByRole('navigation', { name: 'Profile settings' });
  expect(await within(nav).findByRole('link', { name: 'Delete Profile' })).toBeInTheDocument();
  expect(
    within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['Profile', 'Reach', 'Other']);
  expect(within(nav).getByRole('list', { name: 'Profile' })).toHaveTextContent(
    'Edit ProfileFund Track RecordsGraduation RatesFeedbackCall To Action SettingsNDA',
  );
  expect(within(nav).getByRole('link', { name: 'NDA' })).toHaveAttribute('aria-current', 'page');
  expect(linksOf(nav)).toContainEqual(['Edit Profile', '/fund/edit']);
  expect(linksOf(nav)).toContainEqual(['Followers/Following', '/followers']);
  expect(linksOf(nav)).toContainEqual(['Share Profile Link', '/settings/shareProfileLink']);
  expect(linksOf(nav)).toContainEqual(['Feedback', '/feedback']);
  expect(linksOf(nav)).toContainEqual(['Billing', '/settings/billing']);
  // Not built yet: never linked.
  expect(within(nav).queryByText('Account & Preferences')).not.toBeInTheDocument();
});

it('shows an investor viewer no fund section and no page their role cannot use', async () => {
  sessionStore.setActiveProfile({ id: investor.id, type: 'investor' });
  renderAt('/settings/team', <SettingsNav />);
  const nav = screen.getByRole('navigation', { name: 'Profile settings' });
  expect(await within(nav).findByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  const labels = linksOf(nav).map(([label]) => label);
  for (const label of ['Fund Track Records', 'Invite Investors', 'Graduation Rates', 'Edit Profile', 'Delete Profile'])
    expect(labels).not.toContain(label);
  expect(labels).toContain('Profile Visits');
});

it('the registry knows the profile paths validation-schema states', () => {
  expect(profilePaths).toEqual(profileTypePaths);
});
