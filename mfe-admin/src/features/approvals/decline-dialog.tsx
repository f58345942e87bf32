import { type ApprovalDetail, useRejectApproval } from '@fundnet/api-client';
import { Form, TextField, useValibotForm } from '@fundnet/design-system';
import { rejectApprovalBody } from '@fundnet/validation-schema';
import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
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
  const form = useValibotForm(rejectApprovalBody, { defaultValues: { reason: '', message: '' } });
  const descriptionId = useId();
  const close = () => {
    if (form.formState.isSubmitting) return;
    form.reset();
    onClose();
  };
  const what = item.section === null ? 'the whole profile' : `the section ${sectionLabel(item.section)}`;
  return (
    <Dialog open={open} onClose={close} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <DialogTitle>Decline this change?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {`Declining keeps the published copy of ${what} of ${item.profileName}. Its owners receive your reason and message by e-mail and see them on their profile.`}
        </DialogContentText>
        <Form
          form={form}
          aria-label="Decline"
          submitLabel="Decline"
          onSubmit={async (values) => {
            const decided = await reject.mutateAsync({ model: item.model, id: item.id, reason: values.reason, message: values.message });
            form.reset();
            onDeclined(decided);
          }}
          actions={
            <Button onClick={close} disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
          }
        >
          <TextField name="reason" label="Reason" required helperText="A short reason, e.g. Incomplete fund terms." autoFocus />
          <TextField name="message" label="Message to the profile's owners" required multiline minRows={4} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
