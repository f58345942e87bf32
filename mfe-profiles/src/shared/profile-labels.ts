import type { ProfileType } from '@fundnet/api-client';
import type { ProfileMemberRole, ProfileStatus } from '@fundnet/validation-schema';

/** How a profile kind is named on screen. */
export const profileTypeLabels: Record<ProfileType, string> = {
  fund: 'Fund',
  investor: 'Investor',
  serviceProvider: 'Service provider',
};

/** The page of each profile kind (the profile the user acts as). */
export const profileTypePaths: Record<ProfileType, string> = {
  fund: '/fund',
  investor: '/investor',
  serviceProvider: '/serviceProvider',
};

/** "a fund profile", "an investor profile", "a service provider profile". */
export function aProfileOfType(type: ProfileType) {
  const label = profileTypeLabels[type].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} profile`;
}

export const profileStatusLabels: Record<ProfileStatus, string> = {
  draft: 'Draft',
  pendingApproval: 'Pending approval',
  published: 'Published',
  rejected: 'Rejected',
  archived: 'Archived',
};

/** What each status means for the profile's owner. */
export const profileStatusHints: Record<ProfileStatus, string> = {
  draft: 'Only members of the profile can see it. Submit it for approval when it is ready.',
  pendingApproval: 'Fundnet administrators are reviewing the profile.',
  published: 'The profile is visible in discovery and through its share links.',
  rejected: 'The administrators asked for changes. Edit the profile and submit it again.',
  archived: 'The profile is hidden from discovery. Submit it for approval to publish it again.',
};

export const profileRoleLabels: Record<ProfileMemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};
