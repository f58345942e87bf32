import { type ApprovalDetail, useRejectApproval } from '@fundnet/api-client';
import { ReasonAndMessageDialog } from '../admin-console';
import { sectionLabel } from './approval-labels';

export interface DeclineDialogProps {
  item: ApprovalDetail;
  open: boolean;
  onClose: () => void;
  onDeclined: (item: ApprovalDetail) => void;
}

/**
 * Declines with a reason and a message for the profile's owners (both required: the spec's
 * 'Reject reason is required' / 'Reject message is required'; a 422's field errors land on the fields).
 */
export function DeclineDialog({ item, open, onClose, onDeclined }: DeclineDialogProps) {
  const reject = useRejectApproval();
  const what = item.section === null ? 'the whole profile' : `the section ${sectionLabel(item.section)}`;
  return (
    <ReasonAndMessageDialog
      open={open}
      onClose={onClose}
      title="Decline this change?"
      description={`Declining keeps the published copy of ${what} of ${item.profileName}. Its owners receive your reason and message by e-mail and see them on their profile.`}
      formLabel="Decline"
      reasonHelperText="A short reason, e.g. Incomplete fund terms."
      messageLabel="Message to the profile's owners"
      onSubmit={async (values) => onDeclined(await reject.mutateAsync({ model: item.model, id: item.id, ...values }))}
    />
  );
}
