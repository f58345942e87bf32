import { isApiError, type ProfileClaim, useMe, useSession, useVerifyProfileClaim } from '@fundnet/api-client';
import { profilePublicPath } from '@fundnet/validation-schema';
import { LinkButton, LoadingState } from '@fundnet/design-system';
import { Alert, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink, AuthPage, SignInRequired } from '../auth';
import { isWellFormedLinkCode } from './lib/link-code';
import { claimFinalStepPath, reviewReason } from './lib/profile-claim';

/**
 * /verifyClaim?code=…: the link mailed to the work address of a profile claim (POST profile-claim/verify).
 * It works signed in as the account that started the claim: then the address is confirmed at once and the
 * claim goes on to /claimFinalStep, or waits for an administrator when the address is not on the profile's
 * website domain. Signed out, the person logs in and comes back to this link.
 */
export function VerifyClaimPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const code = params.get('code');

  if (!isWellFormedLinkCode(code)) {
    return (
      <AuthPage title="This link is incomplete" subtitle="Open the link from the e-mail again, or copy all of it into the address bar.">
        <Stack spacing={2}>
          <Alert severity="error">{code ? 'The code in this link is not complete or has been changed.' : 'This link has no code.'}</Alert>
          <Typography>
            If it still does not work, <AppLink to="/contact">contact our support team</AppLink> and tell us which profile you are claiming.
          </Typography>
        </Stack>
      </AuthPage>
    );
  }
  if (!isAuthenticated) {
    return (
      <AuthPage title="Confirm your profile claim" subtitle="This link confirms the work e-mail address you gave to claim a profile.">
        <SignInRequired returnTo={`${location.pathname}${location.search}`}>
          Log in with the Fundnet account you started the claim with, and you will come back here to confirm it.
        </SignInRequired>
      </AuthPage>
    );
  }
  return <VerifyClaimLink code={code.trim()} />;
}

function VerifyClaimLink({ code }: { code: string }) {
  const navigate = useNavigate();
  const verify = useVerifyProfileClaim();
  const started = useRef(false);

  useEffect(() => {
    // Once per page: the link works once, so a second call (strict mode, re-render) would report it used.
    if (started.current) return;
    started.current = true;
    verify.mutate(
      { code },
      {
        onSuccess: (claim) => {
          if (claim.status === 'verified') navigate(claimFinalStepPath(claim.id), { replace: true });
        },
      },
    );
  }, [code, navigate, verify]);

  if (verify.isSuccess && verify.data.status === 'pendingReview') return <ClaimInReview claim={verify.data} />;
  if (verify.isError) return <ClaimLinkFailed error={verify.error} />;
  return (
    <AuthPage title="Confirming your claim">
      <LoadingState label="Confirming your work e-mail address…" />
    </AuthPage>
  );
}

function ClaimInReview({ claim }: { claim: ProfileClaim }) {
  return (
    <AuthPage title="Your address is confirmed" subtitle={`Thank you. Your claim of ${claim.profile.name} is now with our team.`}>
      <Stack spacing={2}>
        <Alert severity="info">{reviewReason(claim)}</Alert>
        <Typography>
          We will e-mail you when it is decided, usually within two working days. If it is approved, the e-mail takes you to the last step,
          where the profile becomes yours.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to="/contact" variant="text">
            Contact support
          </LinkButton>
          <LinkButton to={profilePublicPath(claim.profile)} variant="contained">
            Back to the profile
          </LinkButton>
        </Stack>
      </Stack>
    </AuthPage>
  );
}

/** What to do about each failure: the server's message says what happened. */
function ClaimLinkFailed({ error }: { error: unknown }) {
  const me = useMe();
  const status = isApiError(error) ? error.status : 0;
  const message = isApiError(error) ? error.message : 'Your claim could not be confirmed. Please try again.';
  const advice =
    status === 403
      ? `You are logged in${me.data ? ` as ${me.data.user.email}` : ''}. Log out, then open the link again and log in with the account that started the claim.`
      : status === 410 || status === 400
        ? 'Open the profile page again and start a new claim: we will send you a new link.'
        : status === 409
          ? 'The profile is not available to claim any more.'
          : 'Please try again in a moment.';
  return (
    <AuthPage title="This claim link did not work">
      <Stack spacing={2}>
        <Alert severity="error">{message}</Alert>
        <Typography>{advice}</Typography>
        <Typography>
          Questions? <AppLink to="/contact">Contact our support team</AppLink>: we answer by e-mail.
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to="/" variant="contained">
            Explore Fundnet
          </LinkButton>
        </Stack>
      </Stack>
    </AuthPage>
  );
}
