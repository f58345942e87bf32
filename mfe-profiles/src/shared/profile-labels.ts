import { type ProfileStatus, type ProfileType, profileTypeLabels } from '@fundnet/validation-schema';

// The names of kinds, statuses and roles and the kinds' paths are shared facts: @fundnet/validation-schema
// (profileTypeLabels, profileStatusLabels, profileMemberRoleLabels, profileTypePaths). What is here is this area's own.

/** "a fund profile", "an investor profile", "a service provider profile". */
export function aProfileOfType(type: ProfileType) {
  const label = profileTypeLabels[type].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} profile`;
}

/** What each status means for the profile's owner. */
export const profileStatusHints: Record<ProfileStatus, string> = {
  draft: 'Only members of the profile can see it. Submit it for approval when it is ready.',
  pendingApproval: 'Fundnet administrators are reviewing the profile.',
  published: 'The profile is visible in discovery and through its share links.',
  rejected: 'The administrators asked for changes. Edit the profile and submit it again.',
  archived: 'The profile is hidden from discovery. Submit it for approval to publish it again.',
};
