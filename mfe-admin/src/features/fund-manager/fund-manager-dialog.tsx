import { type FundManager, useUpsertFundManager } from '@fundnet/api-client';
import { EmailField, Form, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { upsertFundManagerBody } from '@fundnet/validation-schema';
import { Button, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { type PickedProfile, ProfilePicker } from '../../shared/profile-picker';

/** Creates a fund manager, or edits `manager`. */
export function FundManagerDialog({
  manager,
  onClose,
  onSaved,
}: {
  manager: FundManager | null;
  onClose: () => void;
  onSaved: (saved: FundManager) => void;
}) {
  const form = useValibotForm(upsertFundManagerBody, {
    defaultValues: {
      id: manager?.id,
      name: manager?.name ?? '',
      firm: manager?.firm ?? '',
      role: manager?.role ?? '',
      email: manager?.email ?? '',
      linkedinUrl: manager?.linkedinUrl ?? '',
      fundProfileId: manager?.fundProfileId ?? null,
      bio: manager?.bio ?? '',
    },
  });
  const [fund, setFund] = useState<PickedProfile | null>(manager?.fund ? { id: manager.fund.id, name: manager.fund.name } : null);
  const upsert = useUpsertFundManager();
  return (
    <FormDialog open onClose={() => !form.formState.isSubmitting && onClose()} fullWidth maxWidth="sm">
      <DialogTitle>{manager ? `Edit ${manager.name}` : 'New fund manager'}</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Fund manager"
          submitLabel={manager ? 'Save' : 'Create'}
          onSubmit={async (values) => onSaved(await upsert.mutateAsync(values))}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <TextField name="name" label="Name" required />
          <TextField name="firm" label="Management company" required />
          <TextField name="role" label="Role" helperText="e.g. Managing Partner" />
          <EmailField name="email" label="E-mail" />
          <TextField name="linkedinUrl" label="LinkedIn" />
          <Controller
            control={form.control}
            name="fundProfileId"
            render={({ field, fieldState }) => (
              <ProfilePicker
                type="fund"
                label="Fund (optional)"
                value={fund}
                error={fieldState.error?.message}
                onChange={(picked) => {
                  setFund(picked);
                  field.onChange(picked?.id ?? null);
                }}
              />
            )}
          />
          <TextField name="bio" label="Biography" multiline minRows={3} />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
