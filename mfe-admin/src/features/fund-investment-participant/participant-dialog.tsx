import { type Participant, useUpsertParticipant } from '@fundnet/api-client';
import { Form, MoneyField, SelectField, TextField, useValibotForm, FormDialog } from '@fundnet/design-system';
import { participantStatusLabels, participantTypeLabels, upsertParticipantBody } from '@fundnet/validation-schema';
import { Button, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { type PickedProfile, ProfilePicker } from '../../shared/profile-picker';

const typeOptions = Object.entries(participantTypeLabels).map(([value, label]) => ({ value, label }));
const statusOptions = Object.entries(participantStatusLabels).map(([value, label]) => ({ value, label }));

/** Creates a participant of a fund, or edits `participant`. */
export function ParticipantDialog({
  participant,
  onClose,
  onSaved,
}: {
  participant: Participant | null;
  onClose: () => void;
  onSaved: (saved: Participant) => void;
}) {
  const form = useValibotForm(upsertParticipantBody, {
    defaultValues: {
      id: participant?.id,
      fundProfileId: participant?.fund.id ?? '',
      investorProfileId: participant?.investor?.id ?? null,
      participantName: participant && !participant.investor ? participant.participantName : '',
      participantType: participant?.participantType ?? 'lp',
      status: participant?.status ?? 'prospect',
      commitment: participant?.commitment ?? { value: null, currency: 'EUR' },
      note: participant?.note ?? '',
    },
  });
  const [fund, setFund] = useState<PickedProfile | null>(participant ? { id: participant.fund.id, name: participant.fund.name } : null);
  const [investor, setInvestor] = useState<PickedProfile | null>(
    participant?.investor ? { id: participant.investor.id, name: participant.investor.name } : null,
  );
  const upsert = useUpsertParticipant();
  return (
    <FormDialog open onClose={() => !form.formState.isSubmitting && onClose()} fullWidth maxWidth="sm">
      <DialogTitle>{participant ? `Edit ${participant.participantName}` : 'New participant'}</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Participant"
          submitLabel={participant ? 'Save' : 'Create'}
          onSubmit={async (values) => onSaved(await upsert.mutateAsync(values))}
          actions={<Button onClick={onClose}>Cancel</Button>}
        >
          <Controller
            control={form.control}
            name="fundProfileId"
            render={({ field, fieldState }) => (
              <ProfilePicker
                type="fund"
                label="Fund"
                value={fund}
                error={fieldState.error?.message}
                onChange={(picked) => {
                  setFund(picked);
                  field.onChange(picked?.id ?? '');
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="investorProfileId"
            render={({ field, fieldState }) => (
              <ProfilePicker
                type="investor"
                label="Investor on Fundnet (optional)"
                value={investor}
                error={fieldState.error?.message}
                onChange={(picked) => {
                  setInvestor(picked);
                  field.onChange(picked?.id ?? null);
                }}
              />
            )}
          />
          {!investor && (
            <TextField name="participantName" label="Investor name" helperText="Required when the investor has no profile on Fundnet" />
          )}
          <SelectField name="participantType" label="Participation" options={typeOptions} />
          <SelectField name="status" label="Status" options={statusOptions} />
          <MoneyField name="commitment" label="Commitment" />
          <TextField name="note" label="Note" multiline minRows={2} />
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
