import { type ActiveProfile, useCreateCommitment } from '@fundnet/api-client';
import {
  DateField,
  EmailField,
  Form,
  MoneyField,
  PhoneField,
  SelectField,
  TextField,
  useValibotForm,
  FormDialog,
} from '@fundnet/design-system';
import {
  type CreateCommitmentInput,
  createCommitmentBody,
  investorTypeOptions,
  reminderFrequencyOptions,
} from '@fundnet/validation-schema';
import { Button, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';

const closingOptions = [
  { value: 'first', label: 'First close' },
  { value: 'final', label: 'Final close' },
];
const lpTypeOptions = [
  { value: 'new', label: 'New LP' },
  { value: 'returning', label: 'Returning LP' },
];
const noMoney = { value: null, currency: 'EUR' } as unknown as CreateCommitmentInput['softAmount'];

/** Add an LP to the book: the commitment investor form of forms §3 (its messages word for word) and the amounts. */
export function CommitmentFormDialog({ profile, onClose }: { profile: ActiveProfile; onClose: () => void }) {
  const create = useCreateCommitment(profile, profile.id);
  const form = useValibotForm(createCommitmentBody, {
    defaultValues: {
      investorName: '',
      email: '',
      investorPhone: '',
      investorHq: '',
      investorType: undefined as unknown as CreateCommitmentInput['investorType'],
      intendedCheckSize: noMoney,
      investmentEntity: '',
      lpType: 'new',
      closing: null,
      softAmount: noMoney,
      softDate: '',
      hardAmount: noMoney,
      hardDate: '',
      reminderFrequency: null,
      website: '',
      note: '',
    },
  });
  return (
    <FormDialog open onClose={onClose} aria-labelledby="commitment-form-title" maxWidth="md" fullWidth>
      <DialogTitle id="commitment-form-title">Add an LP</DialogTitle>
      <DialogContent>
        <Form
          form={form}
          aria-label="Commitment investor"
          submitLabel="Add to the book"
          actions={<Button onClick={onClose}>Cancel</Button>}
          onSubmit={async (values) => {
            await create.mutateAsync(values as CreateCommitmentInput);
            onClose();
          }}
        >
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3">
              Investor
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField name="investorName" label="Investor name" required fullWidth />
              <TextField name="investmentEntity" label="Investment entity" fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <EmailField name="email" label="Email" required fullWidth />
              <PhoneField name="investorPhone" label="Phone" required fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField name="investorHq" label="Investor HQ" required fullWidth />
              <SelectField name="investorType" label="Investor type" required options={investorTypeOptions} fullWidth />
              <SelectField name="lpType" label="LP type" options={lpTypeOptions} fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField name="website" label="Website" fullWidth />
              <MoneyField name="intendedCheckSize" label="Intended check size" />
            </Stack>
            <Typography variant="subtitle2" component="h3">
              Commitment
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectField name="closing" label="Closing" options={closingOptions} emptyOptionLabel="Not assigned" fullWidth />
              <SelectField
                name="reminderFrequency"
                label="Reminder"
                options={reminderFrequencyOptions}
                emptyOptionLabel="By engagement"
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <MoneyField name="softAmount" label="Soft amount" />
              <DateField name="softDate" label="Soft date" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <MoneyField name="hardAmount" label="Hard amount" />
              <DateField name="hardDate" label="Hard date" />
            </Stack>
            <TextField name="note" label="Note" multiline minRows={2} fullWidth />
          </Stack>
        </Form>
      </DialogContent>
    </FormDialog>
  );
}
