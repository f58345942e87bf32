/** The administration console's sections (product spec §1 and §6), each at /admin/<path>. */
export interface AdminSection {
  /** Path under /admin; '' is the console's overview. */
  path: string;
  label: string;
  summary: string;
  emptyTitle: string;
  emptyDescription: string;
}

export const adminSections: AdminSection[] = [
  {
    path: '',
    label: 'Overview',
    summary:
      'Run the platform: review profile changes, manage users, import and export data, manage referral links and discovery weighting, and read platform statistics.',
    emptyTitle: 'Nothing to review yet',
    emptyDescription: 'The console opens with the administration work. No approvals are waiting and there are no statistics to read yet.',
  },
  {
    path: 'approvals',
    label: 'Approvals',
    summary: 'Profile changes waiting for a decision.',
    emptyTitle: 'No approvals waiting',
    emptyDescription:
      'Here you will approve or reject the changes that funds, investors and service providers submit, giving a reason and a message when you reject.',
  },
  {
    path: 'claims',
    label: 'Profile claims',
    summary: 'People claiming a profile nobody owns yet, with a work address that is not on its website domain.',
    emptyTitle: 'No claims waiting for a review',
    emptyDescription: 'Here you approve or decline claims of unclaimed profiles that need a person to check them.',
  },
  {
    path: 'users',
    label: 'Users',
    summary:
      'Every user of Fundnet: filter, open their profiles, sessions and activity, revoke, delete or restore them, and add administrators.',
    emptyTitle: 'No users to show yet',
    emptyDescription: 'Users appear here as soon as they sign up.',
  },
  {
    path: 'profiles',
    label: 'Profiles',
    summary: 'Every fund, investor and service provider: status, verified and featured flags, discovery weight, and view as an audience.',
    emptyTitle: 'No profiles yet',
    emptyDescription: 'Profiles appear here as soon as someone creates one.',
  },
  {
    path: 'statistics',
    label: 'Statistics',
    summary: 'How the platform grows: sign-ups, profiles by type and status, and approvals waiting.',
    emptyTitle: 'No statistics yet',
    emptyDescription: 'Statistics appear once people sign up.',
  },
  {
    path: 'importExport',
    label: 'Import and export',
    summary: 'Move profile data in and out of Fundnet.',
    emptyTitle: 'Nothing imported or exported yet',
    emptyDescription: 'Here you will import profiles from a file and export lists of funds, investors and service providers.',
  },
  {
    path: 'referralLinks',
    label: 'Referral links',
    summary: 'Links that bring new users to Fundnet, with their clicks, sign-ups and the profiles those users created.',
    emptyTitle: 'No referral links yet',
    emptyDescription: 'Create a link and share it; the people who sign up through it are counted here.',
  },
  {
    path: 'activity',
    label: 'Activity',
    summary: 'The append-only log of administrator actions and sensitive user actions, filtered and exported.',
    emptyTitle: 'No activity recorded yet',
    emptyDescription: 'Sign-ins, approvals, revokes and other recorded actions appear here.',
  },
  {
    path: 'postModeration',
    label: 'Post moderation',
    summary: 'Feed posts that members reported: remove them with a reason the author is told, or keep them.',
    emptyTitle: 'No reported posts',
    emptyDescription: 'When someone reports a post in the feed, it waits here for your decision.',
  },
  {
    path: 'fundManagers',
    label: 'Fund managers',
    summary: 'The people who run funds, kept as market data and linked to fund profiles.',
    emptyTitle: 'No fund managers yet',
    emptyDescription: 'Here you add, edit and remove the managers of the funds on Fundnet.',
  },
  {
    path: 'fundParticipants',
    label: 'Fund participants',
    summary: 'Investors taking part in funds: limited partners, anchors and co-investors.',
    emptyTitle: 'No participants yet',
    emptyDescription: 'Here you record which investors take part in which fund, with their status and commitment.',
  },
  {
    path: 'tooltips',
    label: 'Tooltips',
    summary: 'The help texts the apps show beside fields and controls.',
    emptyTitle: 'No tooltips yet',
    emptyDescription: 'Here you write the help texts the apps show, by key.',
  },
  {
    path: 'content',
    label: 'Pages and texts',
    summary: 'Managed texts the site’s pages show in place of their built-in text.',
    emptyTitle: 'No managed content yet',
    emptyDescription: 'Here you edit the texts of the about page and other static pages.',
  },
  {
    path: 'billing',
    label: 'Billing',
    summary: 'Invoices waiting for a bank transfer, and each profile’s plan and billing data.',
    emptyTitle: 'No invoices yet',
    emptyDescription: 'Invoices appear here when funds and service providers subscribe.',
  },
  {
    path: 'featureConfig',
    label: 'Feature flags',
    summary: 'Switch platform features on and off for everyone.',
    emptyTitle: 'No feature flags',
    emptyDescription: 'The flags the apps read appear here.',
  },
];
