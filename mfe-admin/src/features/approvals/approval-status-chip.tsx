import type { ApprovalStatus } from '@fundnet/api-client';
import { Chip } from '@mui/material';
import { statusLabels } from './approval-labels';

const colors = { Tbd: 'warning', Approved: 'success', Declined: 'error' } as const;

/** An item's status as a chip (text, not colour alone, tells it). */
export function ApprovalStatusChip({ status }: { status: ApprovalStatus }) {
  return <Chip size="small" variant="outlined" color={colors[status]} label={statusLabels[status]} />;
}
