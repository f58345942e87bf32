import type { ProfileStatus, ProfileType } from '@fundnet/validation-schema';

/** Group headings of the profile switcher, in the order shown. */
export const profileTypeGroups: readonly { type: ProfileType; label: string; singular: string }[] = [
  { type: 'fund', label: 'Funds', singular: 'Fund' },
  { type: 'investor', label: 'Investors', singular: 'Investor' },
  { type: 'serviceProvider', label: 'Service providers', singular: 'Service provider' },
];

export const profileTypeLabel = (type: ProfileType) => profileTypeGroups.find((group) => group.type === type)?.singular ?? type;

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** A profile status as a person reads it, with the colour of its chip. */
export const profileStatusChips: Readonly<Record<ProfileStatus, { label: string; color: ChipColor }>> = {
  draft: { label: 'Draft', color: 'default' },
  pendingApproval: { label: 'In review', color: 'info' },
  published: { label: 'Published', color: 'success' },
  rejected: { label: 'Changes needed', color: 'warning' },
  archived: { label: 'Archived', color: 'default' },
};
