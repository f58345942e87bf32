import { type AdminProfileClaim, useApproveProfileClaim, useDeclineProfileClaim } from '@fundnet/api-client';
import { apiErrorMessage } from '@fundnet/design-system';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { ReasonAndMessageDialog } from '../admin-console';

export interface ClaimDialogProps {
  claim: AdminProfileClaim;
  open: boolean;
  onClose: () => void;
  onDecided: (claim: AdminProfileClaim) => void;
}

const claimantOf = (claim: AdminProfileClaim) => `${claim.claimant.firstName} ${claim.claimant.lastName}`.trim() || claim.claimant.email;

/** Asks to confirm, then approves: the claimant is mailed the last step, where the profile becomes theirs. */
export function ApproveClaimDialog({ claim, open, onClose, onDecided }: ClaimDialogProps) {
  const approve = useApproveProfileClaim({ onSuccess: (decided) => onDecided(decided) });
  const descriptionId = useId();
  const close = () => {
    if (approve.isPending) return;
    approve.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <DialogTitle>Approve this claim?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {`${claimantOf(claim)} confirmed ${claim.email}. Approving lets them become the owner of ${claim.profile.name}: they are e-mailed a link to the last step.`}
        </DialogContentText>
        {approve.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorMessage(approve.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={approve.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="success" loading={approve.isPending} onClick={() => approve.mutate(claim.id)}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Declines with a reason and a message for the claimant (the reject form: both required). */
export function DeclineClaimDialog({ claim, open, onClose, onDecided }: ClaimDialogProps) {
  const decline = useDeclineProfileClaim();
  return (
    <ReasonAndMessageDialog
      open={open}
      onClose={onClose}
      title="Decline this claim?"
      description={`${claimantOf(claim)} receives your reason and message by e-mail and may claim ${claim.profile.name} again, for example with an address on its website's domain.`}
      formLabel="Decline the claim"
      reasonHelperText="A short reason, e.g. Address not linked to the company."
      messageLabel="Message to the claimant"
      onSubmit={async (values) => onDecided(await decline.mutateAsync({ id: claim.id, ...values }))}
    />
  );
}
