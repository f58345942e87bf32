import { type InvitationDetails, isApiError, useAcceptInvitation, useMe, useOpenInvitation, useSession } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import { profilePublicPath } from '@fundnet/validation-schema';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '../../session';

const closedReason: Record<Exclude<InvitationDetails['status'], 'open'>, string> = {
  accepted: 'This invitation has already been accepted. Log in to continue.',
  expired: 'This invitation has expired. Ask the fund to send it again.',
  revoked: 'This invitation was revoked. Ask the fund for a new one.',
};

/**
 * Around the investor and fund invitation sign-up (issue 15): reads the invitation (POST invitation/open, which
 * also tells the fund it was opened) and shows who invites and their message. A person who already has an
 * account accepts signed in (POST invitation/accept) instead of signing up; a closed invitation says why and
 * hides the form. Until the invitation is read, or when it cannot be, the sign-up form shows as before.
 */
export function InvitationDetailsGate({ code, children }: { code: string; children: ReactNode }) {
  const open = useOpenInvitation();
  const started = useRef(false);
  useEffect(() => {
    // Once per page: the first opening is what the fund sees.
    if (started.current) return;
    started.current = true;
    open.mutate({ code });
  }, [code, open]);

  if (!open.data) return children;
  const details = open.data;
  return (
    <Stack spacing={2}>
      <InvitationIntro details={details} />
      {details.status !== 'open' ? (
        <Alert severity="warning">{closedReason[details.status]}</Alert>
      ) : (
        <OpenInvitation code={code} details={details}>
          {children}
        </OpenInvitation>
      )}
    </Stack>
  );
}

function InvitationIntro({ details }: { details: InvitationDetails }) {
  if (!details.profile) return null;
  return (
    <Stack spacing={1}>
      <Typography>
        {details.invitedBy ? `${details.invitedBy} of ` : ''}
        <strong>{details.profile.name}</strong> invites you to see the fund on Fundnet.
      </Typography>
      {details.message && (
        <Typography component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}>
          {details.message}
        </Typography>
      )}
    </Stack>
  );
}

function OpenInvitation({ code, details, children }: { code: string; details: InvitationDetails; children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (isAuthenticated) return <AcceptSignedIn code={code} details={details} fallback={children} />;
  if (!details.accountExists) return children;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => navigate(loginPathFor(`${location.pathname}${location.search}`))}>
          Log in
        </Button>
      }
    >
      {details.email} already has a Fundnet account. Log in with it, and you will come back here to accept.
    </Alert>
  );
}

function AcceptSignedIn({ code, details, fallback }: { code: string; details: InvitationDetails; fallback: ReactNode }) {
  const me = useMe();
  const notify = useNotify();
  const navigate = useNavigate();
  const accept = useAcceptInvitation({
    onSuccess: (reply) => {
      notify.success(reply.profile ? `Invitation accepted. Welcome to ${reply.profile.name}'s profile.` : 'Invitation accepted.');
      navigate(reply.profile ? profilePublicPath(reply.profile) : '/', { replace: true });
    },
  });
  const mine = me.data?.user.email.toLowerCase() === details.email.toLowerCase();
  return (
    <Stack spacing={2}>
      {accept.isError && (
        <Alert severity="error">{isApiError(accept.error) ? accept.error.message : 'The invitation could not be accepted.'}</Alert>
      )}
      <Typography>
        {mine
          ? 'You are signed in with the invited address: accept with your account.'
          : `This invitation was sent to ${details.email}. Accept with your account if that address is one of your confirmed e-mails.`}
      </Typography>
      <Stack direction="row">
        <Button variant="contained" loading={accept.isPending} onClick={() => accept.mutate({ code })}>
          Accept with my account
        </Button>
      </Stack>
      {!mine && fallback}
    </Stack>
  );
}
