import { type ActiveProfile, type RequestAccess, useAccessRequests, useDecideAccessRequest } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';

const reasonText: Record<string, string> = {
  inactive: 'the link was switched off',
  expired: 'the link had expired',
  notAllowed: 'their address was not admitted',
  nda: 'a section was behind the NDA',
};

/** The fund's inbox of access requests: approve (the address joins the link's allow list) or decline. */
export function AccessRequestsInbox({ profile }: { profile: ActiveProfile }) {
  const requests = useAccessRequests(profile);
  if (requests.isPending) return <LoadingState label="Loading access requests…" />;
  if (requests.isError) {
    return (
      <ErrorPanel title="Access requests could not be loaded" message={requests.error.message} onRetry={() => void requests.refetch()} />
    );
  }
  return (
    <SectionCard
      title="Access requests"
      subtitle="Visitors a link stopped can ask for access. Approving admits their address to the link and mails them the link."
    >
      {requests.data.items.length === 0 ? (
        <EmptyState
          icon={<MarkEmailUnreadOutlined />}
          title="No access request"
          description="Requests from visitors of your share links appear here."
        />
      ) : (
        <Stack spacing={1.5}>
          {requests.data.items.map((request) => (
            <AccessRequestRow key={request.id} profile={profile} request={request} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

export function AccessRequestRow({ profile, request }: { profile: ActiveProfile; request: RequestAccess }) {
  const notify = useNotify();
  const decide = useDecideAccessRequest(profile);
  const pending = request.status === 'pending';
  return (
    <Box
      component="article"
      aria-label={`Access request from ${request.email}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="subtitle2" component="h3">
            {request.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Link “{request.link.name}”{request.reason ? ` · asked because ${reasonText[request.reason] ?? request.reason}` : ''} ·{' '}
            {new Date(request.createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography>
          {request.message && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              “{request.message}”
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {pending ? (
            <>
              <Button
                size="small"
                variant="contained"
                disabled={decide.isPending}
                onClick={async () => {
                  await decide.mutateAsync({ id: request.id, decision: 'approve' });
                  notify.success(
                    request.link.status === 'active'
                      ? `${request.email} can now open the link.`
                      : `${request.email} is admitted; activate the link for them to open it.`,
                  );
                }}
              >
                Approve
              </Button>
              <Button
                size="small"
                disabled={decide.isPending}
                onClick={async () => {
                  await decide.mutateAsync({ id: request.id, decision: 'decline' });
                  notify.success('Request declined.');
                }}
              >
                Decline
              </Button>
            </>
          ) : (
            <Chip
              size="small"
              color={request.status === 'approved' ? 'success' : 'default'}
              label={request.status === 'approved' ? 'Approved' : 'Declined'}
            />
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
