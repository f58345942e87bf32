import type { UserProfile } from '@fundnet/api-client';
import {
  type NavContext,
  type NavEntry,
  navContextOf,
  navigationEntries,
  type NavMemberRole,
  type NavProfileType,
  navItems,
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
    expect(navItems('profileArea', as('investor'))).toEqual([{ id: 'myProfile', label: 'My profile page', to: '/investor' }]);
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
