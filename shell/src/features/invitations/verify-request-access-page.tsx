import { type ActiveProfile, useAccessRequest, useDecideAccessRequest, useSession } from '@fundnet/api-client';
import {
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  SignInPrompt,
  useDocumentTitle,
} from '@fundnet/design-system';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';

const TITLE = 'Review an access request';

/**
 * /verifyRequestAccess?requestId=…: the link a fund's members receive when a visitor a share link stopped asks for
 * access. Signed in as a member of the fund (acting as it), they approve (the address joins the link's allow list
 * and is mailed the link) or decline. Opening the page changes nothing: only the buttons decide (mail scanners
 * follow links).
 */
export function VerifyRequestAccessPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const requestId = params.get('requestId');
  const { isAuthenticated, activeProfile } = useSession();
  if (!isAuthenticated) {
    return <SignInPrompt title={TITLE} subtitle="Sign in as a member of the fund to answer this request." what="this access request" />;
  }
  return (
    <PageContainer>
      <PageHeader title={TITLE} subtitle="A visitor of one of your share links asked for access." />
      {!requestId ? (
        <ErrorPanel title="This link is incomplete" message="Open the whole link from the e-mail, or answer from Share Profile Link." />
      ) : activeProfile?.type !== 'fund' ? (
        <Alert severity="info" action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}>
          Act as the fund the request was sent to, then open this link again.
        </Alert>
      ) : (
        <RequestCard profile={activeProfile} id={requestId} />
      )}
    </PageContainer>
  );
}

function RequestCard({ profile, id }: { profile: ActiveProfile; id: string }) {
  const request = useAccessRequest(profile, id, { retry: false });
  const decide = useDecideAccessRequest(profile);
  if (request.isPending) return <LoadingState label="Loading the request…" />;
  if (request.isError) {
    return (
      <ErrorPanel
        title="This request could not be found"
        message="It may belong to another fund than the one you act as. Switch profile, or answer from Share Profile Link."
      />
    );
  }
  const data = request.data;
  return (
    <SectionCard title={`${data.email} asks for access`} subtitle={`Share link “${data.link.name}”`}>
      {data.message && <Typography sx={{ mb: 2 }}>“{data.message}”</Typography>}
      {data.status === 'pending' ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={decide.isPending} onClick={() => decide.mutate({ id, decision: 'approve' })}>
            Approve
          </Button>
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ id, decision: 'decline' })}>
            Decline
          </Button>
        </Stack>
      ) : (
        <Alert severity={data.status === 'approved' ? 'success' : 'info'}>
          {data.status === 'approved' ? `Approved: ${data.email} was mailed the link.` : 'Declined.'}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        <LinkButton variant="text" to="/settings/shareProfileLink">
          All share links and requests
        </LinkButton>
      </Typography>
    </SectionCard>
  );
}
