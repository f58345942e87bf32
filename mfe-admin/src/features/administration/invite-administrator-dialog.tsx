import { useCreateAdministrator } from '@fundnet/api-client';
import { EmailField, Form, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { createAdministratorBody } from '@fundnet/validation-schema';
import { Alert, Button, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';

/**
 * POST administration: an existing user with the address becomes an administrator at once; a new address gets the
 * administrator invitation (auth/admin/invite) with the code for the sign-up.
 */
export function InviteAdministratorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useValibotForm(createAdministratorBody, { defaultValues: { email: '', firstName: '', lastName: '' } });
  const create = useCreateAdministrator();
  const [done, setDone] = useState<string | null>(null);
  const descriptionId = useId();
  const close = () => {
    if (form.formState.isSubmitting) return;
    form.reset();
    setDone(null);
    onClose();
  };
  return (
    <FormDialog open={open} onClose={close} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <DialogTitle>Add an administrator</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          A user who already has an account becomes an administrator at once. Anyone else gets an invitation by e-mail.
        </DialogContentText>
        {done ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {done}
            </Alert>
            <Button onClick={close}>Close</Button>
          </>
        ) : (
          <Form
            form={form}
            aria-label="Add an administrator"
            submitLabel="Add administrator"
            onSubmit={async (values) => {
              const reply = await create.mutateAsync(values);
              setDone(
                reply.status === 'promoted' ? `${values.email} is now an administrator.` : `An invitation was sent to ${values.email}.`,
              );
              form.reset();
            }}
            actions={
              <Button onClick={close} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
            }
          >
            <EmailField name="email" label="E-mail" required autoFocus />
            <TextField name="firstName" label="First name" />
            <TextField name="lastName" label="Last name" />
          </Form>
        )}
      </DialogContent>
    </FormDialog>
  );
}
