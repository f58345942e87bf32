import { type ActiveProfile, useMyPass, usePassOpportunity, useRevokePass, useSession } from '@fundnet/api-client';
import {
  EmptyState,
  Form,
  LinkButton,
  PageContainer,
  PageHeader,
  SectionCard,
  SelectField,
  TextField,
  useDocumentTitle,
  useValibotForm,
  FormDialog,
} from '@fundnet/design-system';
import { type PassInput, passBody, passReasonOptions } from '@fundnet/validation-schema';
import { Alert, Button, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

const reasonLabel = (value: string) => passReasonOptions.find((o) => o.value === value)?.label ?? value;

/** The LP records a pass on a fund with one of the 18 reasons (and a note). */
export function PassDialog({
  profile,
  fundInfoId,
  fundName,
  onClose,
}: {
  profile: ActiveProfile;
  fundInfoId: string;
  fundName?: string;
  onClose: () => void;
}) {
  const pass = usePassOpportunity(profile, fundInfoId);
  const form = useValibotForm(passBody, { defaultValues: { reason: undefined as unknown as PassInput['reason'], note: '' } });
  return (
    <FormDialog open onClose={onClose} aria-labelledby="pass-title" maxWidth="sm" fullWidth>
      <DialogTitle id="pass-title">{`Pass on ${fundName ?? 'this fund'}`}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The fund sees your reason in its book; it helps managers learn why investors pass. You can revoke it later.
        </Typography>
        <Form
          form={form}
          aria-label="Pass on the fund"
          submitLabel="Record my pass"
          actions={<Button onClick={onClose}>Cancel</Button>}
          onSubmit={async (values) => {
            await pass.mutateAsync(values);
            onClose();
          }}
        >
          <Stack spacing={2}>
            <SelectField name="reason" label="Reason" required options={passReasonOptions} />
            <TextField name="note" label="Note to the fund (optional)" multiline minRows={2} />
          </Stack>
        </Form>
      </DialogContent>
    </FormDialog>
  );
}

/** /commitmentsAndBook/pass/:fundInfoId: the LP's pass on a fund (record, change, revoke), linked from the fund's page. */
export function PassOpportunityPage() {
  useDocumentTitle('Pass on a fund');
  const { fundInfoId = '' } = useParams();
  const { activeProfile, isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  const { data, isError } = useMyPass(activeProfile, fundInfoId);
  const revoke = useRevokePass(activeProfile, fundInfoId);
  return (
    <PageContainer maxWidth="sm">
      <PageHeader title="Pass on a fund" subtitle="Tell the fund you will not invest this time, and why." />
      {!isAuthenticated ? (
        <EmptyState
          title="Sign in to record a pass"
          action={<LinkButton to={`/login?returnTo=${encodeURIComponent(`/commitmentsAndBook/pass/${fundInfoId}`)}`}>Sign in</LinkButton>}
        />
      ) : activeProfile?.type !== 'investor' ? (
        <EmptyState title="Passes are recorded by investors" description="Switch to your investor profile to pass on a fund." />
      ) : (
        <SectionCard title="Your decision">
          {/* An unknown fund offers nothing to pass on. */}
          {isError ? (
            <Alert severity="error">This fund could not be found.</Alert>
          ) : data?.pass ? (
            <Stack spacing={2}>
              <Typography>
                You passed on this fund: <strong>{reasonLabel(data.pass.reason)}</strong>
                {data.pass.note ? ` (“${data.pass.note}”)` : ''}.
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button onClick={() => setOpen(true)}>Change the reason</Button>
                <Button color="warning" onClick={() => revoke.mutate(undefined)}>
                  Revoke my pass
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Typography color="text.secondary">You have not passed on this fund.</Typography>
              <Button variant="contained" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
                Pass on this fund
              </Button>
            </Stack>
          )}
          {open && <PassDialog profile={activeProfile} fundInfoId={fundInfoId} onClose={() => setOpen(false)} />}
        </SectionCard>
      )}
    </PageContainer>
  );
}
