import { type ApprovalDetail, useApproveApproval } from '@fundnet/api-client';
import { apiErrorMessage } from '@fundnet/design-system';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
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
  const descriptionId = useId();
  const close = () => {
    if (approve.isPending) return;
    approve.reset();
    onClose();
  };
  const what = item.section === null ? 'the whole profile' : `the section ${sectionLabel(item.section)}`;
  const error = approve.isError ? apiErrorMessage(approve.error) : null;
  return (
    <Dialog open={open} onClose={close} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <DialogTitle>Approve this change?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {`Approving publishes ${what} of ${item.profileName} as proposed. Everyone who can see the profile will see it, and its owners are told by e-mail.`}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={approve.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="success"
          loading={approve.isPending}
          onClick={() => approve.mutate({ model: item.model, id: item.id, reviewVersion: item.reviewVersion })}
        >
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
