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
    summary: 'Every user of Fundnet, with their profiles and invitations.',
    emptyTitle: 'No users to show yet',
    emptyDescription:
      'Here you will find users by e-mail and phone status, profile type or invitation link, open their details, revoke them or restore deleted ones, and invite new administrators.',
  },
  {
    path: 'statistics',
    label: 'Statistics',
    summary: 'How the platform grows.',
    emptyTitle: 'No statistics yet',
    emptyDescription: 'Here you will read statistics of approvals and profiles, and the figures that summarise the platform.',
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
    summary: 'Links that bring new users to Fundnet.',
    emptyTitle: 'No referral links yet',
    emptyDescription: 'Here you will create referral and invitation links, change them, and see who signed up through each.',
  },
  {
    path: 'discoveryWeight',
    label: 'Discovery weighting',
    summary: 'Which profiles discovery shows first.',
    emptyTitle: 'No weighting set',
    emptyDescription: 'Here you will raise or lower the weight of funds, investors and service providers in discovery results.',
  },
  {
    path: 'activity',
    label: 'Activity',
    summary: 'What happened on the platform, and when.',
    emptyTitle: 'No activity recorded yet',
    emptyDescription: 'Here you will read the activity log of the platform and export it.',
  },
];
