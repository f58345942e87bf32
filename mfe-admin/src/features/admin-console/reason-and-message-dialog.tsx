import { Form, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { rejectApprovalBody } from '@fundnet/validation-schema';
import { Button, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

export interface ReasonAndMessage {
  reason: string;
  message: string;
}

export interface ReasonAndMessageDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  reasonHelperText: string;
  messageLabel: string;
  /** Sends the decision; throw the ApiError so a 422 lands on the fields. */
  onSubmit: (values: ReasonAndMessage) => Promise<void>;
}

/**
 * An administrator's "decline" with a reason and a message, both required with the spec's 'Reject reason is
 * required' / 'Reject message is required' (declined approvals and declined profile claims alike).
 */
export function ReasonAndMessageDialog(props: ReasonAndMessageDialogProps) {
  const { open, onClose, title, description, formLabel, reasonHelperText, messageLabel, onSubmit } = props;
  const form = useValibotForm(rejectApprovalBody, { defaultValues: { reason: '', message: '' } });
  const descriptionId = useId();
  const close = () => {
    if (form.formState.isSubmitting) return;
    form.reset();
    onClose();
  };
  return (
    <FormDialog open={open} onClose={close} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {description}
        </DialogContentText>
        <Form
          form={form}
          aria-label={formLabel}
          submitLabel="Decline"
          onSubmit={async (values) => {
            await onSubmit({ reason: values.reason, message: values.message });
            form.reset();
          }}
          actions={
            <Button onClick={close} disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
          }
        >
          <TextField name="reason" label="Reason" required helperText={reasonHelperText} autoFocus />
          <TextField name="message" label={messageLabel} required multiline minRows={4} />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
