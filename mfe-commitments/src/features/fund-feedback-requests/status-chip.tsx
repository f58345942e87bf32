import type { FeedbackRequestStatus } from '@fundnet/validation-schema';
import { Chip } from '@mui/material';

const colors: Record<FeedbackRequestStatus, 'info' | 'success' | 'default'> = {
  Requested: 'info',
  Responded: 'success',
  Ignored: 'default',
};

export function RequestStatusChip({ status }: { status: FeedbackRequestStatus }) {
  return <Chip size="small" color={colors[status]} label={status} />;
}
