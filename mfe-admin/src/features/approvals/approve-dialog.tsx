import { type ApprovalDetail, useApproveApproval } from '@fundnet/api-client';
import { apiErrorMessage, ConfirmDialog } from '@fundnet/design-system';
import { sectionLabel } from './approval-labels';

export interface ApproveDialogProps {
  item: ApprovalDetail;
  open: boolean;
  onClose: () => void;
  onApproved: (item: ApprovalDetail) => void;
}

/**
 * Asks to confirm, then approves the version on screen (`reviewVersion`): if the owner edited it meanwhile, the
 * server refuses, the message says so and the detail behind the dialog reloads with the new version.
 */
export function ApproveDialog({ item, open, onClose, onApproved }: ApproveDialogProps) {
  const approve = useApproveApproval({ onSuccess: (decided) => onApproved(decided) });
  const close = () => {
    if (approve.isPending) return;
    approve.reset();
    onClose();
  };
  const what = item.section === null ? 'the whole profile' : `the section ${sectionLabel(item.section)}`;
  const error = approve.isError ? apiErrorMessage(approve.error) : null;
  return (
    <ConfirmDialog
      open={open}
      title="Approve this change?"
      confirmLabel="Approve"
      confirmColor="success"
      maxWidth="sm"
      pending={approve.isPending}
      error={error}
      onClose={close}
      onConfirm={() => approve.mutate({ model: item.model, id: item.id, reviewVersion: item.reviewVersion })}
    >
      {`Approving publishes ${what} of ${item.profileName} as proposed. Everyone who can see the profile will see it, and its owners are told by e-mail.`}
    </ConfirmDialog>
  );
}
