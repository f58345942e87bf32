/**
 * The profile-management sections (product spec §2), in their tab groups Profile, Reach and Other.
 * Sections owned by this area live at /settings/<path>; the others link to the area that owns them
 * (track records and graduation rates: mfe-trackrecord; favourites and followers: mfe-discovery).
 */
export type SettingsGroup = 'Profile' | 'Reach' | 'Other';

export interface SettingsSection {
  label: string;
  group: SettingsGroup;
  /** The full address of the section's page. For `edit`, the active profile's edit page. */
  to: string | 'edit';
  /** Set when this area renders the page: its path under /settings. */
  path?: string;
  /** What the page is for (the page's subtitle). */
  summary?: string;
  /** What the section will hold once built. */
  description?: string;
}

export const settingsGroups: SettingsGroup[] = ['Profile', 'Reach', 'Other'];

export const settingsSections: SettingsSection[] = [
  { label: 'Edit Profile', group: 'Profile', to: 'edit' },
  { label: 'Fund Track Records', group: 'Profile', to: '/settings/portfolioAndTrackRecords' },
  { label: 'Graduation Rates', group: 'Profile', to: '/graduationRates' },
  {
    label: 'Feedback',
    group: 'Profile',
    to: '/settings/feedback',
    path: 'feedback',
    summary: 'Feedback exchanged between funds and investors.',
    description:
      'Here you will ask investors for feedback on your fund, answer the feedback requests you receive, and mark each request as responded or ignored.',
  },
  {
    label: 'Call To Action Settings',
    group: 'Profile',
    to: '/settings/callToAction',
    path: 'callToAction',
    summary: 'What visitors of your profile are invited to do.',
    description:
      'Here you will choose the call to action shown on your profile, such as booking a meeting or requesting access, and where it leads.',
  },
  {
    label: 'NDA',
    group: 'Profile',
    to: '/settings/nda',
    path: 'nda',
    summary: 'The non-disclosure agreement visitors accept before seeing gated sections.',
    description: 'Here you will upload or write your NDA, choose the sections it protects, and see who accepted it and when.',
  },
  {
    label: 'Invite Investors',
    group: 'Reach',
    to: '/settings/inviteInvestors',
    path: 'inviteInvestors',
    summary: 'Bring the investors you know to your profile.',
    description: 'Here you will invite investors by e-mail to view your fund profile, resend or revoke invitations, and see who joined.',
  },
  {
    label: 'Share Profile Link',
    group: 'Reach',
    to: '/settings/shareProfileLink',
    path: 'shareProfileLink',
    summary: 'Links that share your profile with people outside Fundnet.',
    description:
      'Here you will create share links to your profile, gate each by an e-mail entry, a password or an NDA, choose what each link shows, activate or deactivate links, and see who opened them.',
  },
  {
    label: 'Profile Visits',
    group: 'Reach',
    to: '/settings/profileVisits',
    path: 'profileVisits',
    summary: 'Who looked at your profile, and when.',
    description: 'Here you will see the visits to your profile over time, by day, week or month, and which share links brought them.',
  },
  {
    label: 'Subscribers',
    group: 'Reach',
    to: '/settings/subscribers',
    path: 'subscribers',
    summary: 'People who subscribed to updates of your profile.',
    description: 'Here you will see who subscribed to your profile, sorted and filtered by date, and how subscriptions grow over time.',
  },
  { label: 'Followers/Following', group: 'Reach', to: '/followers' },
  {
    label: 'Manage Invitations',
    group: 'Reach',
    to: '/settings/invitations',
    path: 'invitations',
    summary: 'Invitations sent from and to this profile.',
    description:
      'Here you will see every invitation sent from this profile, accept the ones you received, and resend, re-invite or revoke the others.',
  },
  {
    label: 'Account & Preferences',
    group: 'Other',
    to: '/settings/account',
    path: 'account',
    summary: 'How this profile behaves on Fundnet.',
    description: 'Here you will set the preferences of this profile, such as its language, currency and who may contact it.',
  },
  {
    label: 'Manage Company',
    group: 'Other',
    to: '/settings/company',
    path: 'company',
    summary: 'The company behind this profile.',
    description:
      'Here you will keep the company details of this profile up to date: legal name, address, registration and billing contact.',
  },
  {
    label: 'Team',
    group: 'Other',
    to: '/settings/team',
    path: 'team',
    summary: 'The people who manage this profile with you.',
    description:
      'Here you will invite colleagues to this profile, give each a role (owner, admin, editor or viewer) and remove members who left.',
  },
  { label: 'Favorites', group: 'Other', to: '/favorites' },
  {
    label: 'Billing',
    group: 'Other',
    to: '/settings/billing',
    path: 'billing',
    summary: 'Your membership plan and subscription.',
    description: 'Here you will choose a membership plan, pay monthly or yearly, and find your invoices and billing data.',
  },
  {
    label: 'Delete Profile',
    group: 'Other',
    to: '/settings/deleteProfile',
    path: 'deleteProfile',
    summary: 'Remove this profile from Fundnet.',
    description: 'Here the owner of a draft profile will be able to delete it, after confirming with their password.',
  },
  {
    label: 'Notifications',
    group: 'Other',
    to: '/settings/notifications',
    path: 'notifications',
    summary: 'What Fundnet tells you about, and how.',
    description: 'Here you will choose which events of this profile reach you by e-mail or in the app, and how often digests arrive.',
  },
];

/** Sub-pages of Share Profile Link (the spec's relative profile-settings routes). */
export const shareLinkPages = [
  {
    path: 'shareProfileLink/createLink',
    label: 'Create a share link',
    summary: 'A new link to your profile for people outside Fundnet.',
    description:
      'Here you will create a share link: choose its access mode (anyone with the link, with a password, by e-mail entry or a magic link), require an NDA if you wish, and choose the sections it shows.',
  },
  {
    path: 'shareProfileLink/editLink',
    label: 'Edit a share link',
    summary: 'Change who a link lets in and what it shows.',
    description: 'Here you will change a share link’s access mode, password, NDA and visible sections, or deactivate it.',
  },
] as const;

/** Every page this area renders under /settings (relative paths). */
export const settingsPagePaths: string[] = [
  ...settingsSections.flatMap((section) => (section.path ? [section.path] : [])),
  ...shareLinkPages.map((page) => page.path),
];
