import { type ActiveProfile, useRequestFundFeedback, useSentFeedbackRequests, useWithdrawFeedbackRequest } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import { Alert, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { type PickedProfile, ProfilePicker } from './profile-picker';
import { RequestStatusChip } from './status-chip';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The fund's feedback requests with their states, and a form to ask an investor. */
export function SentRequests({ profile }: { profile: ActiveProfile }) {
  const requests = useSentFeedbackRequests(profile);
  const notify = useNotify();
  const [investor, setInvestor] = useState<PickedProfile | null>(null);
  const [message, setMessage] = useState('');
  const ask = useRequestFundFeedback(profile);
  const withdraw = useWithdrawFeedbackRequest(profile);
  // The session does not carry the member role: a viewer sees the controls and the server's refusal (403) is shown.
  const canWrite = true;
  const counts = requests.data?.counts;
  return (
    <SectionCard
      title="Feedback requests"
      subtitle={
        counts
          ? `${counts.Requested} waiting · ${counts.Responded} responded · ${counts.Ignored} ignored`
          : 'Ask investors what they think.'
      }
    >
      {canWrite ? (
        <Stack
          component="form"
          aria-label="Request feedback"
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ mb: 2 }}
          onSubmit={async (event) => {
            event.preventDefault();
            if (!investor) return;
            try {
              await ask.mutateAsync({ investorProfileId: investor.id, message });
              notify.success(`Feedback requested from ${investor.name}.`);
              setInvestor(null);
              setMessage('');
            } catch {
              // shown below
            }
          }}
        >
          <ProfilePicker kind="investor" viewer={profile} label="Investor" value={investor} onChange={setInvestor} />
          <TextField label="Message (optional)" value={message} onChange={(e) => setMessage(e.target.value)} sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={!investor || ask.isPending}>
            Request feedback
          </Button>
        </Stack>
      ) : null}
      {ask.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ask.error.message}
        </Alert>
      ) : null}
      {requests.isPending ? <LoadingState label="Loading feedback requests" /> : null}
      {requests.error ? <ErrorPanel message={requests.error.message} onRetry={() => requests.refetch()} /> : null}
      {requests.data?.items.length === 0 ? <Typography color="text.secondary">No feedback requested yet.</Typography> : null}
      <List aria-label="Sent feedback requests" dense>
        {requests.data?.items.map((r) => (
          <ListItem
            key={r.id}
            divider
            secondaryAction={
              canWrite && r.status === 'Requested' ? (
                <Button size="small" onClick={() => withdraw.mutate(r.id)}>
                  Withdraw
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{r.investor.name}</span>
                  <RequestStatusChip status={r.status} />
                </Stack>
              }
              secondary={`Asked ${when(r.createdAt)}${r.answeredAt ? ` · answered ${when(r.answeredAt)}` : ''}${r.message ? ` · “${r.message}”` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
