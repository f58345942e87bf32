import { type ActiveProfile, useIgnoreFeedbackRequest, useReceivedFeedbackRequests } from '@fundnet/api-client';
import { ErrorPanel, LinkButton, LoadingState, SectionCard } from '@fundnet/design-system';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { RequestStatusChip } from './status-chip';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The investor's feedback requests: answer one (the rating sheet) or ignore it. */
export function ReceivedRequests({ profile }: { profile: ActiveProfile }) {
  const requests = useReceivedFeedbackRequests(profile);
  const ignore = useIgnoreFeedbackRequest(profile);
  // The session does not carry the member role: a viewer sees the controls and the server's refusal (403) is shown.
  const canWrite = true;
  return (
    <SectionCard title="Feedback requests" subtitle="Funds that asked for your view. Answer with the rating sheet, or ignore the request.">
      {requests.isPending ? <LoadingState label="Loading feedback requests" /> : null}
      {requests.error ? <ErrorPanel message={requests.error.message} onRetry={() => requests.refetch()} /> : null}
      {ignore.error ? <Alert severity="error">{ignore.error.message}</Alert> : null}
      {requests.data?.items.length === 0 ? <Typography color="text.secondary">No fund has asked you for feedback.</Typography> : null}
      <List aria-label="Received feedback requests">
        {requests.data?.items.map((r) => (
          <ListItem key={r.id} divider>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{r.fund.name}</span>
                  <RequestStatusChip status={r.status} />
                </Stack>
              }
              secondary={`Asked ${when(r.createdAt)}${r.message ? ` · “${r.message}”` : ''}`}
            />
            {canWrite && r.status === 'Requested' ? (
              <Stack direction="row" spacing={1}>
                <LinkButton
                  size="small"
                  variant="contained"
                  to={`/feedback/give?fundId=${r.fund.id}&fundName=${encodeURIComponent(r.fund.name)}&requestId=${r.id}`}
                >
                  Give feedback
                </LinkButton>
                <Button
                  size="small"
                  onClick={() => ignore.mutate(r.id)}
                  disabled={ignore.isPending}
                  aria-label={`Ignore the request of ${r.fund.name}`}
                >
                  Ignore
                </Button>
              </Stack>
            ) : null}
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
