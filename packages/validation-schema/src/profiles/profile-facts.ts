import type { ProfileMemberRole, ProfileStatus, ProfileType } from '../enums/profiles';

/**
 * Facts about profiles that the shell, the remotes and the server state the same way, written once here
 * (ADR 0010): where each kind's pages live, and how kinds, statuses and member roles are named on screen.
 */

/**
 * Where the web app shows a profile of each kind: the owner page of the active profile (`/fund`), its edit page
 * (`/fund/edit`) and a public page (`/fund/:slug`). The routes are mfe-profiles'; the server uses them in mailed links.
 */
export const profileTypePaths: Readonly<Record<ProfileType, string>> = {
  fund: '/fund',
  investor: '/investor',
  serviceProvider: '/serviceProvider',
};

/** The public page of a profile: /fund/:slug, /investor/:slug, /serviceProvider/:slug. */
export function profilePublicPath(profile: { type: ProfileType; slug: string }): string {
  return `${profileTypePaths[profile.type]}/${encodeURIComponent(profile.slug)}`;
}

/** How a profile kind is named on screen, one of it. */
export const profileTypeLabels: Readonly<Record<ProfileType, string>> = {
  fund: 'Fund',
  investor: 'Investor',
  serviceProvider: 'Service provider',
};

/** How a profile kind is named on screen, several of it (group headings, counts). */
export const profileTypePluralLabels: Readonly<Record<ProfileType, string>> = {
  fund: 'Funds',
  investor: 'Investors',
  serviceProvider: 'Service providers',
};

/**
 * A profile's status as its members read it. "In review" and "Changes needed" say what is happening and what
 * to do next; a rejected profile is not final (it goes back to review once edited), so it is not called "Rejected".
 */
export const profileStatusLabels: Readonly<Record<ProfileStatus, string>> = {
  draft: 'Draft',
  pendingApproval: 'In review',
  published: 'Published',
  rejected: 'Changes needed',
  archived: 'Archived',
};

/** A member's role in a profile, as shown on screen. */
export const profileMemberRoleLabels: Readonly<Record<ProfileMemberRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};
