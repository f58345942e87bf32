import type { ProfileStatus } from '@fundnet/validation-schema';
import { profileStatusLabels } from '@fundnet/validation-schema';
import { Chip, type ChipProps } from '@mui/material';

const colors: Record<ProfileStatus, ChipProps['color']> = {
  draft: 'default',
  pendingApproval: 'warning',
  published: 'success',
  rejected: 'error',
  archived: 'default',
};

/** A profile's status as a small coloured label (the colour is never the only cue: the text says it). */
export function ProfileStatusChip({ status, size = 'small' }: { status: ProfileStatus; size?: ChipProps['size'] }) {
  return (
    <Chip label={profileStatusLabels[status]} color={colors[status]} size={size} variant={status === 'archived' ? 'outlined' : 'filled'} />
  );
}
