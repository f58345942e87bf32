import type { UserProfile } from '@fundnet/api-client';
import {
  type NavContext,
  type NavEntry,
  navContextOf,
  navigationEntries,
  type NavMemberRole,
  type NavProfileType,
  inSettings,
  isCurrent,
  navItems,
  serves,
  settingsLanding,
  settingsNavGroups,
  signedOutContext,
} from '.';

// The registry's own profile type and role names stay those of users/get-me (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: Same<NavProfileType, UserProfile['type']> & Same<NavMemberRole, UserProfile['role']> = true;

const as = (type: 'fund' | 'investor' | 'serviceProvider', role: 'owner' | 'admin' | 'editor' | 'viewer' = 'owner'): NavContext => ({
  signedIn: true,
  isAdmin: false,
  activeProfile: { type, role },
});
/** The registry as it will be once every page exists: type and role filtering alone. */
const allBuilt: NavEntry[] = navigationEntries.map((entry) => ({ ...entry, built: true }));
const settingsLabels = (context: NavContext, entries: readonly NavEntry[] = navigationEntries) =>
  settingsNavGroups(context, entries).flatMap((group) => group.items.map((item) => item.label));

describe('the registry', () => {
  it('names profile types and roles as the API does', () => {
    expect(sameTypes).toBe(true);
  });

  it('has unique ids and product §2 sections in their tab groups', () => {
    expect(new Set(navigationEntries.map((entry) => entry.id)).size).toBe(navigationEntries.length);
    expect(settingsLabels(as('fund'), allBuilt)).toEqual([
      'Edit Profile',
      'Fund Track Records',
      'Graduation Rates',
      'Feedback',
      'Call To Action Settings',
      'NDA',
      'Invite Investors',
      'Share Profile Link',
      'Profile Visits',
      'Subscribers',
      'Followers/Following',
      'Introductions',
      'Manage Invitations',
      'Account & Preferences',
      'Manage Company',
      'Team',
      'Favorites',
      'Billing',
      'Webhooks',
      'Delete Profile',
      'Notifications',
    ]);
    expect(settingsNavGroups(as('fund'), allBuilt).map((group) => group.group)).toEqual(['Profile', 'Reach', 'Other']);
    for (const entry of navigationEntries) expect(entry.menu === 'settings').toBe(entry.group !== undefined);
  });
});

describe('filtering by profile type', () => {
  it.each(['investor', 'serviceProvider'] as const)(
    'never shows Fund Track Records or Invite Investors to a %s, even once built',
    (type) => {
      for (const entries of [navigationEntries, allBuilt]) {
        const labels = [...settingsLabels(as(type), entries), ...navItems('profileArea', as(type), entries).map((item) => item.label)];
        expect(labels).not.toContain('Fund Track Records');
        expect(labels).not.toContain('Invite Investors');
        expect(labels).not.toContain('Share Profile Link');
        expect(labels).not.toContain('Dashboard');
      }
    },
  );

  it('shows a fund its fund items once built, and Feedback to funds and investors only', () => {
    expect(settingsLabels(as('fund'), allBuilt)).toEqual(expect.arrayContaining(['Fund Track Records', 'Invite Investors', 'Feedback']));
    expect(navItems('profileArea', as('fund'), allBuilt).map((item) => item.label)).toEqual([
      'My profile page',
      'Dashboard',
      'Data room',
      'Commitments & Book',
      'To-dos',
      'Activity log',
    ]);
    expect(settingsLabels(as('investor'), allBuilt)).toContain('Feedback');
    expect(settingsLabels(as('serviceProvider'), allBuilt)).not.toContain('Feedback');
  });

  it('resolves the active profile’s own pages', () => {
    expect(navItems('profileArea', as('investor'))).toEqual([{ id: 'myProfile', label: 'My profile page', to: '/investor', exact: true }]);
    expect(settingsNavGroups(as('serviceProvider'))[0]?.items[0]).toEqual({
      id: 'editProfile',
      label: 'Edit Profile',
      to: '/serviceProvider/edit',
    });
  });
});

describe('filtering by role and sign-in', () => {
  it('keeps owner-only and editor pages from lower roles', () => {
    expect(settingsLabels(as('fund', 'owner'))).toContain('Delete Profile');
    expect(settingsLabels(as('fund', 'admin'))).not.toContain('Delete Profile');
    expect(settingsLabels(as('fund', 'admin'))).toContain('Webhooks');
    expect(settingsLabels(as('fund', 'editor'))).not.toContain('Webhooks');
    expect(settingsLabels(as('investor', 'owner'))).not.toContain('Webhooks');
    expect(settingsLabels(as('fund', 'editor'))).toContain('Edit Profile');
    expect(settingsLabels(as('fund', 'viewer'))).not.toContain('Edit Profile');
    expect(settingsLabels(as('fund', 'viewer'))).toContain('Profile Visits');
  });

  it('shows a signed-out visitor the public areas only', () => {
    expect(navItems('main', signedOutContext).map((item) => item.to)).toEqual([
      '/fund/discovery',
      '/investor/discovery',
      '/serviceProvider/discovery',
      '/events',
    ]);
    expect(settingsNavGroups(signedOutContext, allBuilt)).toEqual([]);
    expect(navItems('account', signedOutContext, allBuilt)).toEqual([]);
    expect(navItems('main', signedOutContext, allBuilt).map((item) => item.label)).not.toContain('Feed');
  });

  it('shows the admin console to administrators only', () => {
    expect(navItems('account', as('fund')).map((item) => item.label)).toEqual(['User details', 'Profiles', 'Shared profiles']);
    expect(navItems('account', { ...as('fund'), isAdmin: true }).map((item) => item.label)).toContain('Admin console');
  });

  it('never links an unbuilt page', () => {
    const unbuilt = navigationEntries.filter((entry) => !entry.built).map((entry) => entry.id);
    const linked = [
      ...(['main', 'profileArea', 'account'] as const).flatMap((menu) => navItems(menu, { ...as('fund'), isAdmin: true })),
      ...settingsNavGroups(as('fund')).flatMap((group) => group.items),
    ].map((item) => item.id);
    expect(unbuilt.length).toBeGreaterThan(0);
    expect(linked.filter((id) => unbuilt.includes(id))).toEqual([]);
  });
});

describe('navContextOf', () => {
  const profiles = [
    { id: 'a', type: 'fund' as const, role: 'viewer' as const },
    { id: 'b', type: 'investor' as const, role: 'owner' as const },
  ];
  it('takes the role of the active profile from the user’s memberships', () => {
    expect(navContextOf({ signedIn: true, activeProfile: { id: 'a', type: 'fund' }, profiles })).toEqual({
      signedIn: true,
      isAdmin: false,
      activeProfile: { type: 'fund', role: 'viewer' },
    });
  });
  it('treats an unknown active profile, or a signed-out session, as none', () => {
    expect(navContextOf({ signedIn: true, activeProfile: { id: 'z', type: 'fund' }, profiles }).activeProfile).toBeNull();
    expect(navContextOf({ signedIn: false, isAdmin: true, activeProfile: { id: 'a', type: 'fund' }, profiles })).toEqual(signedOutContext);
  });
});

describe('current page', () => {
  const [myProfile, dashboard] = navItems('profileArea', as('fund'));
  it('marks a profile’s own page at its address only, other pages under theirs too', () => {
    expect(myProfile?.to).toBe('/fund');
    expect(isCurrent(myProfile!, '/fund')).toBe(true);
    // Discovery and another fund's page start with /fund/ too: they are not "my profile page".
    for (const elsewhere of ['/fund/discovery', '/fund/another-fund', '/fund/edit']) expect(isCurrent(myProfile!, elsewhere)).toBe(false);
    expect(isCurrent(dashboard!, '/dashboard')).toBe(true);
    expect(isCurrent(dashboard!, '/dashboard/goals')).toBe(true);
    expect(isCurrent(dashboard!, '/dashboards')).toBe(false);
  });

  it('knows the pages of the profile’s settings, and only those the context may use', () => {
    expect(inSettings(as('fund'), '/settings/team')).toBe(true);
    expect(inSettings(as('fund'), '/fund/edit')).toBe(true);
    expect(inSettings(as('fund'), '/settings/shareProfileLink/createLink')).toBe(true);
    expect(inSettings(as('fund'), '/dashboard')).toBe(false);
    expect(inSettings(as('investor'), '/settings/shareProfileLink')).toBe(false);
    expect(inSettings(signedOutContext, '/settings/team')).toBe(false);
  });
});

describe('the Settings links', () => {
  it('lead to the first section the context may use that has the settings side nav', () => {
    const landing = settingsLanding(as('fund'));
    expect(landing).toEqual({ id: 'callToAction', label: 'Call To Action Settings', to: '/settings/callToAction' });
    // Edit Profile comes first in the side nav, but its page is the edit form, without the side nav.
    expect(settingsNavGroups(as('fund'))[0]?.items[0]?.id).toBe('editProfile');
    for (const type of ['investor', 'serviceProvider'] as const) expect(settingsLanding(as(type, 'viewer'))?.id).toBe('callToAction');
    expect(settingsLanding(signedOutContext)).toBeNull();
    expect(settingsLanding({ signedIn: true, isAdmin: true, activeProfile: null })).toBeNull();
  });

  it('follow the registry: an unbuilt or unserved section is passed over', () => {
    const withoutCta = navigationEntries.map((entry) => (entry.id === 'callToAction' ? { ...entry, built: false } : entry));
    expect(settingsLanding(as('fund'), withoutCta)?.id).toBe('nda');
    const ownerFirst = navigationEntries.map((entry) =>
      entry.id === 'callToAction' || entry.id === 'nda' ? { ...entry, minRole: 'owner' as const } : entry,
    );
    expect(settingsLanding(as('fund', 'viewer'), ownerFirst)?.id).toBe('inviteInvestors');
    expect(settingsLanding(as('investor', 'viewer'), ownerFirst)?.id).toBe('profileVisits');
    expect(settingsLanding(as('fund', 'owner'), ownerFirst)?.id).toBe('callToAction');
  });

  it('mark only settings entries as framed', () => {
    for (const entry of navigationEntries) if (entry.settingsFrame) expect(entry.menu).toBe('settings');
  });
});

/**
 * Issue 34.8: every page within two clicks of any page. One click: the top bar's main links (two on a phone: the menu
 * button first), the workspace navigation (the profile's daily tools and Settings) and the account menu's links (its
 * button, then the link: two). Two clicks: Settings, then a link of the settings side nav on the page it leads to.
 */
describe('every page within two clicks', () => {
  function reachable(context: NavContext, entries: readonly NavEntry[]) {
    const landing = settingsLanding(context, entries);
    const workspace = [...navItems('profileArea', context, entries), ...(landing ? [landing] : [])];
    const accountMenu = [...navItems('account', context, entries), ...(landing ? [landing] : [])];
    // The landing page is framed, so its side nav (settingsNavGroups, what mfe-profiles' SettingsNav renders) is there.
    const sideNav = landing ? settingsNavGroups(context, entries).flatMap((group) => group.items) : [];
    const clicks = new Map<string, number>();
    for (const item of [...navItems('main', context, entries), ...workspace]) clicks.set(item.id, 1);
    for (const item of [...accountMenu, ...sideNav]) if (!clicks.has(item.id)) clicks.set(item.id, 2);
    return clicks;
  }

  it.each([
    ['a fund owner', as('fund', 'owner'), navigationEntries],
    ['a fund owner who administers the platform', { ...as('fund', 'owner'), isAdmin: true }, navigationEntries],
    ['a fund owner, once every page is built', as('fund', 'owner'), allBuilt],
    ['an investor owner', as('investor', 'owner'), navigationEntries],
    ['a service-provider owner', as('serviceProvider', 'owner'), navigationEntries],
    ['a fund viewer', as('fund', 'viewer'), navigationEntries],
  ] as const)('holds for %s: every built entry served is reached in one or two clicks', (_who, context, entries) => {
    const clicks = reachable(context, entries);
    const served = entries.filter((entry) => entry.built && serves(entry, context));
    expect(served.length).toBeGreaterThan(10);
    for (const entry of served) expect([entry.id, clicks.get(entry.id)]).toEqual([entry.id, expect.any(Number)]);
    expect(Math.max(...clicks.values())).toBeLessThanOrEqual(2);
    // The workspace's daily tools are one click away; the sections, Settings then the side nav.
    if (context.activeProfile?.type === 'fund') {
      for (const id of ['dashboard', 'dataRoom', 'commitmentsAndBook', 'fundTodo', 'activityLog']) expect(clicks.get(id)).toBe(1);
    }
    expect(clicks.get('team')).toBe(2);
    const landing = entries.find((entry) => entry.id === settingsLanding(context, entries)?.id);
    expect(landing?.settingsFrame).toBe(true);
  });
});
