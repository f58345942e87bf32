import {
  type ProfileStatus,
  type ProfileType,
  profileStatusLabels,
  profileTypeLabels,
  profileTypePluralLabels,
  profileTypes,
} from '@fundnet/validation-schema';

/** Group headings of the profile switcher, in the order shown (the words are the shared ones of validation-schema). */
export const profileTypeGroups: readonly { type: ProfileType; label: string; singular: string }[] = profileTypes.map((type) => ({
  type,
  label: profileTypePluralLabels[type],
  singular: profileTypeLabels[type],
}));

export const profileTypeLabel = (type: ProfileType) => profileTypeLabels[type];

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

const statusColors: Readonly<Record<ProfileStatus, ChipColor>> = {
  draft: 'default',
  pendingApproval: 'info',
  published: 'success',
  rejected: 'warning',
  archived: 'default',
};

/** A profile status as a person reads it, with the colour of its chip. */
export const profileStatusChips: Readonly<Record<ProfileStatus, { label: string; color: ChipColor }>> = {
  draft: { label: profileStatusLabels.draft, color: statusColors.draft },
  pendingApproval: { label: profileStatusLabels.pendingApproval, color: statusColors.pendingApproval },
  published: { label: profileStatusLabels.published, color: statusColors.published },
  rejected: { label: profileStatusLabels.rejected, color: statusColors.rejected },
  archived: { label: profileStatusLabels.archived, color: statusColors.archived },
};
