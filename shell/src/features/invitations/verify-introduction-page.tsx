import { type IntroductionDecision, type IntroductionRequest, useIntroductionRequest, useVerifyIntroduction } from '@fundnet/api-client';
import { LinkButton, LoadingState } from '@fundnet/design-system';
import { profilePublicPath, profileTypeLabels } from '@fundnet/validation-schema';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { AppLink, AuthPage } from '../auth';
import { isWellFormedLinkCode } from './lib/link-code';

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * /verifyIntroduction?code=…: the link mailed privately to a profile's owner when someone asks to be
 * introduced. Opening it only reads the request (GET introduction/verify), so mail scanners that open links
 * change nothing; the owner's Accept or Decline (POST introduction/verify) answers it. Accepting mails both
 * sides each other's contact. No sign-in needed: the mailed code is the owner's proof.
 */
export function VerifyIntroductionPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  if (!isWellFormedLinkCode(code)) {
    return (
      <AuthPage title="This link is incomplete" subtitle="Open the link from the e-mail again, or copy all of it into the address bar.">
        <Stack spacing={2}>
          <Alert severity="error">{code ? 'The code in this link is not complete or has been changed.' : 'This link has no code.'}</Alert>
          <Typography>
            If it still does not work, <AppLink to="/contact">contact our support team</AppLink> and tell us which e-mail the link came
            from.
          </Typography>
        </Stack>
      </AuthPage>
    );
  }
  return <IntroductionLink code={code.trim()} />;
}

function IntroductionLink({ code }: { code: string }) {
  const request = useIntroductionRequest(code);
  const answer = useVerifyIntroduction();

  if (request.isPending) {
    return (
      <AuthPage title="Confirm an introduction">
        <LoadingState label="Loading the introduction request…" />
      </AuthPage>
    );
  }
  if (request.isError) {
    return (
      <AuthPage title="This introduction link does not work" subtitle={request.error.message}>
        <Typography>
          Links work only as sent. If you copied it, copy all of it; otherwise <AppLink to="/contact">contact our support team</AppLink>.
        </Typography>
      </AuthPage>
    );
  }
  const intro = request.data;
  const decide = (decision: IntroductionDecision) => answer.mutate({ code, decision });
  return (
    <AuthPage
      title={intro.status === 'requested' ? 'Do you accept this introduction?' : titleFor(intro)}
      subtitle={`${intro.requestedBy} of ${intro.requester.name} (${profileTypeLabels[intro.requester.type]}) asks to be introduced to ${intro.target.name}.`}
    >
      <Stack spacing={2.5}>
        <Stack component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{intro.message}</Typography>
          <Typography variant="body2" color="text.secondary">
            Asked on {date.format(new Date(intro.createdAt))}
          </Typography>
        </Stack>
        <Outcome intro={intro} />
        {answer.isError && <Alert severity="error">{answer.error.message}</Alert>}
        {intro.status === 'requested' && (
          <>
            <Typography>
              Nothing has been shared yet. If you accept, you and {intro.requestedBy} each receive the other’s name and e-mail address. If
              you decline, nothing is shared. Answer by {date.format(new Date(intro.expiresAt))}.
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <Button
                variant="contained"
                loading={answer.isPending && answer.variables?.decision === 'accept'}
                disabled={answer.isPending}
                onClick={() => decide('accept')}
              >
                Accept the introduction
              </Button>
              <Button
                loading={answer.isPending && answer.variables?.decision === 'decline'}
                disabled={answer.isPending}
                onClick={() => decide('decline')}
              >
                Decline
              </Button>
            </Stack>
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to={profilePublicPath(intro.requester)} variant="text">
            See {intro.requester.name}
          </LinkButton>
        </Stack>
      </Stack>
    </AuthPage>
  );
}

function titleFor(intro: IntroductionRequest): string {
  switch (intro.status) {
    case 'introduced':
    case 'accepted':
      return 'You have been introduced';
    case 'declined':
      return 'Introduction declined';
    default:
      return 'This introduction request has expired';
  }
}

function Outcome({ intro }: { intro: IntroductionRequest }) {
  switch (intro.status) {
    case 'introduced':
    case 'accepted':
      return (
        <Alert severity="success">
          You accepted this introduction. You and {intro.requestedBy} have each received the other’s contact by e-mail.
        </Alert>
      );
    case 'declined':
      return <Alert severity="info">This introduction was declined. Nothing was shared.</Alert>;
    case 'expired':
      return <Alert severity="warning">This request was not answered in time, so it can no longer be accepted. Nothing was shared.</Alert>;
    default:
      return null;
  }
}
