/**
 * The one navigation registry (issue 11.1): every destination the top bar, the workspace row, the account menu and the
 * profile-settings side nav may link to, with who it serves and whether its page is built. The menus only read it
 * (select.ts), so an area adds itself here once and appears everywhere it belongs. A page still to be built is listed
 * with `built: false`: no menu links to it (no placeholder pages), and flipping that flag is the one line its author
 * adds.
 * See docs/frontend-conventions.md, "Navigation".
 */

/** The profile types and member roles of validation-schema, written out so this file imports nothing (the e2e tests
 * read it too); navigation.test.ts holds them equal to api-client's. */
export type NavProfileType = 'fund' | 'investor' | 'serviceProvider';
export type NavMemberRole = 'owner' | 'admin' | 'editor' | 'viewer';

/** Where an entry is shown. */
export type NavMenu =
  /** The top bar's main navigation (a menu button on narrow screens). */
  | 'main'
  /**
   * The workspace navigation, a row under the top bar while the user acts as a profile: the profile's daily tools
   * (its page, dashboard, data room, book…), then one Settings link (issue 34.8).
   */
  | 'profileArea'
  /**
   * The profile-management sections of product §2, in their tab groups: the settings side nav. The workspace's
   * Settings link and the account menu's "Profile settings" lead to the first one the user may use in the settings
   * frame (`settingsFrame`), whose side nav lists them all: every section is two clicks from any page.
   */
  | 'settings'
  /** The account menu, under "Account": the user's own settings and the admin console. */
  | 'account';

/** The profile-management tab groups of product §2, in the order shown. */
export const settingsGroups = ['Profile', 'Reach', 'Other'] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

export interface NavEntry {
  /** Stable key (tests, React keys, e2e). */
  id: string;
  /** The words on the link (product §2's section names, word for word). */
  label: string;
  /** The page's address. `{profile}` stands for the active profile's path (`/fund`, `/investor`, `/serviceProvider`). */
  to: string;
  menu: NavMenu;
  /** The tab group of a `settings` entry. */
  group?: SettingsGroup;
  /**
   * Who may see the link: `public` anyone, `signedIn` a signed-in user, `profile` a member acting as a profile
   * (`profileArea` and `settings` entries always are), `admin` a platform administrator.
   */
  audience: 'public' | 'signedIn' | 'profile' | 'admin';
  /** Profile types served (profile audience); every type when absent. */
  profileTypes?: readonly NavProfileType[];
  /** The lowest member role on the active profile that may use the page (the server's `minRole`); viewer when absent. */
  minRole?: NavMemberRole;
  /** Whether the page exists. Unbuilt entries are never linked. */
  built: boolean;
  /**
   * Current only at its own address, not under it: a profile's own page (`/fund`), whose address prefixes other pages
   * (`/fund/discovery`, another fund's `/fund/:slug`).
   */
  exact?: boolean;
  /**
   * A `settings` entry whose page sits in the profile-settings frame (mfe-profiles' SettingsSectionPage), beside the
   * side nav of every section: where the Settings links land. mfe-profiles' tests hold this equal to its framed pages.
   */
  settingsFrame?: boolean;
}

const fundOnly = ['fund'] as const satisfies readonly NavProfileType[];
const fundAndInvestor = ['fund', 'investor'] as const satisfies readonly NavProfileType[];

/** Every destination, in menu order within each menu and group. */
export const navigationEntries: readonly NavEntry[] = [
  // Top bar: discovery is public; feed and events are the next areas to open.
  { id: 'fundDiscovery', label: 'Funds', to: '/fund/discovery', menu: 'main', audience: 'public', built: true },
  { id: 'investorDiscovery', label: 'Investors', to: '/investor/discovery', menu: 'main', audience: 'public', built: true },
  { id: 'providerDiscovery', label: 'Service providers', to: '/serviceProvider/discovery', menu: 'main', audience: 'public', built: true },
  { id: 'feed', label: 'Feed', to: '/feed', menu: 'main', audience: 'signedIn', built: true },
  { id: 'events', label: 'Events', to: '/events', menu: 'main', audience: 'public', built: true },

  // The active profile's daily tools: the workspace row under the top bar.
  { id: 'myProfile', label: 'My profile page', to: '{profile}', menu: 'profileArea', audience: 'profile', exact: true, built: true },
  { id: 'dashboard', label: 'Dashboard', to: '/dashboard', menu: 'profileArea', audience: 'profile', profileTypes: fundOnly, built: true },
  { id: 'dataRoom', label: 'Data room', to: '/dataRoom', menu: 'profileArea', audience: 'profile', profileTypes: fundOnly, built: true },
  {
    id: 'commitmentsAndBook',
    label: 'Commitments & Book',
    to: '/commitmentsAndBook',
    menu: 'profileArea',
    audience: 'profile',
    profileTypes: fundOnly,
    built: true,
  },
  { id: 'fundTodo', label: 'To-dos', to: '/fundTodo', menu: 'profileArea', audience: 'profile', profileTypes: fundOnly, built: true },
  {
    id: 'activityLog',
    label: 'Activity log',
    to: '/activityLog',
    menu: 'profileArea',
    audience: 'profile',
    profileTypes: fundOnly,
    built: true,
  },

  // Profile management (product §2), tab group Profile.
  {
    id: 'editProfile',
    label: 'Edit Profile',
    to: '{profile}/edit',
    menu: 'settings',
    group: 'Profile',
    audience: 'profile',
    minRole: 'editor',
    built: true,
  },
  {
    id: 'fundTrackRecords',
    label: 'Fund Track Records',
    to: '/settings/portfolioAndTrackRecords',
    menu: 'settings',
    group: 'Profile',
    audience: 'profile',
    profileTypes: fundOnly,
    built: true,
  },
  {
    id: 'graduationRates',
    label: 'Graduation Rates',
    to: '/graduationRates',
    menu: 'settings',
    group: 'Profile',
    audience: 'profile',
    profileTypes: fundOnly,
    built: true,
  },
  {
    id: 'feedback',
    label: 'Feedback',
    to: '/feedback',
    menu: 'settings',
    group: 'Profile',
    audience: 'profile',
    profileTypes: fundAndInvestor,
    built: true,
  },
  {
    id: 'callToAction',
    label: 'Call To Action Settings',
    to: '/settings/callToAction',
    menu: 'settings',
    group: 'Profile',
    audience: 'profile',
    built: true,
    settingsFrame: true,
  },
  {
    id: 'nda',
    label: 'NDA',
    to: '/settings/nda',
    menu: 'settings',
    group: 'Profile',
    audience: 'profile',
    built: true,
    settingsFrame: true,
  },

  // Tab group Reach.
  {
    id: 'inviteInvestors',
    label: 'Invite Investors',
    to: '/settings/inviteInvestors',
    menu: 'settings',
    group: 'Reach',
    audience: 'profile',
    profileTypes: fundOnly,
    built: true,
    settingsFrame: true,
  },
  {
    id: 'shareProfileLink',
    label: 'Share Profile Link',
    to: '/settings/shareProfileLink',
    menu: 'settings',
    group: 'Reach',
    audience: 'profile',
    profileTypes: fundOnly,
    built: true,
    settingsFrame: true,
  },
  {
    id: 'profileVisits',
    label: 'Profile Visits',
    to: '/settings/profileVisits',
    menu: 'settings',
    group: 'Reach',
    audience: 'profile',
    built: true,
    settingsFrame: true,
  },
  {
    id: 'subscribers',
    label: 'Subscribers',
    to: '/settings/subscribers',
    menu: 'settings',
    group: 'Reach',
    audience: 'profile',
    built: true,
    settingsFrame: true,
  },
  { id: 'followers', label: 'Followers/Following', to: '/followers', menu: 'settings', group: 'Reach', audience: 'profile', built: true },
  { id: 'introductions', label: 'Introductions', to: '/getIntroduce', menu: 'settings', group: 'Reach', audience: 'profile', built: true },
  {
    id: 'invitations',
    label: 'Manage Invitations',
    to: '/settings/invitations',
    menu: 'settings',
    group: 'Reach',
    audience: 'profile',
    profileTypes: fundOnly,
    built: true,
    settingsFrame: true,
  },

  // Tab group Other.
  {
    id: 'account',
    label: 'Account & Preferences',
    to: '/settings/account',
    menu: 'settings',
    group: 'Other',
    audience: 'profile',
    built: false,
    settingsFrame: true,
  },
  {
    id: 'company',
    label: 'Manage Company',
    to: '/settings/company',
    menu: 'settings',
    group: 'Other',
    audience: 'profile',
    built: true,
    settingsFrame: true,
  },
  {
    id: 'team',
    label: 'Team',
    to: '/settings/team',
    menu: 'settings',
    group: 'Other',
    audience: 'profile',
    built: true,
    settingsFrame: true,
  },
  { id: 'favorites', label: 'Favorites', to: '/favorites', menu: 'settings', group: 'Other', audience: 'profile', built: true },
  {
    id: 'billing',
    label: 'Billing',
    to: '/settings/billing',
    menu: 'settings',
    group: 'Other',
    audience: 'profile',
    minRole: 'admin',
    built: true,
    settingsFrame: true,
  },
  {
    id: 'webhooks',
    label: 'Webhooks',
    to: '/settings/webhooks',
    menu: 'settings',
    group: 'Other',
    audience: 'profile',
    profileTypes: fundOnly,
    minRole: 'admin',
    built: true,
    settingsFrame: true,
  },
  {
    id: 'deleteProfile',
    label: 'Delete Profile',
    to: '/settings/deleteProfile',
    menu: 'settings',
    group: 'Other',
    audience: 'profile',
    minRole: 'owner',
    built: true,
    settingsFrame: true,
  },
  {
    id: 'notifications',
    label: 'Notifications',
    to: '/settings/notifications',
    menu: 'settings',
    group: 'Other',
    audience: 'profile',
    built: true,
    settingsFrame: true,
  },

  // The user's own settings (the user-settings tabs of product §2) and the admin console.
  { id: 'userDetails', label: 'User details', to: '/userSettings/details', menu: 'account', audience: 'signedIn', built: true },
  { id: 'userProfiles', label: 'Profiles', to: '/userSettings/profiles', menu: 'account', audience: 'signedIn', built: true },
  {
    id: 'sharedProfiles',
    label: 'Shared profiles',
    to: '/userSettings/sharedProfiles',
    menu: 'account',
    audience: 'signedIn',
    built: true,
  },
  { id: 'admin', label: 'Admin console', to: '/admin', menu: 'account', audience: 'admin', built: true },
];
