import { type ProfileClaim, useCompleteProfileClaim, useProfileClaim, useProfileSwitch, useSession } from '@fundnet/api-client';
import { CheckboxField, Form, LinkButton, LoadingState, useNotify, useValibotForm, DescriptionList } from '@fundnet/design-system';
import { formObject, profileTypePaths, profileTypeLabels, profilePublicPath } from '@fundnet/validation-schema';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { AppLink, AuthPage, SignInRequired } from '../auth';
import { reviewReason } from './lib/profile-claim';

export const CLAIM_CONFIRM_REQUIRED = 'Please confirm that you represent this organisation'; // not in spec

const confirmSchema = formObject({
  represent: v.pipe(
    v.boolean(CLAIM_CONFIRM_REQUIRED),
    v.check((yes) => yes, CLAIM_CONFIRM_REQUIRED),
  ),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /claimFinalStep?claim={id}: the last step of claiming a profile without an owner. After the work address was
 * confirmed (/verifyClaim) on the website's domain, or an administrator approved the claim, the claimant
 * checks the profile and confirms (POST profile-claim/complete): they become its owner, and the app switches
 * to the profile (auth/profile-switch) and opens its page. Every other state of the claim is explained.
 */
export function ClaimFinalStepPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const claimId = params.get('claim')?.trim() ?? '';

  if (!UUID.test(claimId)) {
    return (
      <AuthPage
        title="This link is incomplete"
        subtitle="Open the last step from the link in your e-mail, or copy all of the link into the address bar."
      >
        <Stack spacing={2}>
          <Alert severity="error">
            {claimId ? 'The claim in this link is not complete or has been changed.' : 'This link names no claim.'}
          </Alert>
          <Typography>
            To claim a profile, open its page and choose “Claim this profile”. Stuck?{' '}
            <AppLink to="/contact">Contact our support team</AppLink>.
          </Typography>
        </Stack>
      </AuthPage>
    );
  }
  if (!isAuthenticated) {
    return (
      <AuthPage title="Finish claiming your profile" subtitle="The last step makes the profile yours to manage.">
        <SignInRequired returnTo={`${location.pathname}${location.search}`}>
          Log in with the Fundnet account you started the claim with, and you will come back here to finish it.
        </SignInRequired>
      </AuthPage>
    );
  }
  return <ClaimFinalStep claimId={claimId} />;
}

function ClaimFinalStep({ claimId }: { claimId: string }) {
  const claim = useProfileClaim(claimId);

  if (claim.isPending) {
    return (
      <AuthPage title="Finish claiming your profile">
        <LoadingState label="Loading your claim…" />
      </AuthPage>
    );
  }
  if (claim.isError) {
    const notFound = claim.error.status === 404;
    return (
      <AuthPage title={notFound ? 'This claim was not found' : 'Your claim could not be loaded'}>
        <Stack spacing={2}>
          <Alert
            severity="error"
            action={
              notFound ? undefined : (
                <Button color="inherit" size="small" onClick={() => void claim.refetch()}>
                  Retry
                </Button>
              )
            }
          >
            {claim.error.message}
          </Alert>
          {notFound && (
            <Typography>
              A claim can only be finished by the account that started it. If you have another Fundnet account, log out and log in with that
              one.
            </Typography>
          )}
        </Stack>
      </AuthPage>
    );
  }
  const data = claim.data;
  switch (data.status) {
    case 'verified':
    case 'approved':
      return <ConfirmClaim claim={data} />;
    case 'completed':
      return <ClaimCompleted claim={data} />;
    default:
      return <ClaimNotReady claim={data} />;
  }
}

/** What the claimant is about to take over: checked by them before confirming. */
function ClaimSummary({ claim }: { claim: ProfileClaim }) {
  const rows: [string, ReactNode][] = [
    ['Profile', claim.profile.name],
    ['Kind', profileTypeLabels[claim.profile.type]],
    [
      'Website',
      claim.profile.website ? (
        <Link
          href={/^https?:\/\//i.test(claim.profile.website) ? claim.profile.website : `https://${claim.profile.website}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {claim.profile.website}
        </Link>
      ) : (
        'None given'
      ),
    ],
    ['Your work address', claim.email],
  ];
  return (
    <DescriptionList
      aria-label="The profile you are claiming"
      items={rows.map(([label, value]) => ({ label, value }))}
      labelWidth="160px"
    />
  );
}

/** Switches to the claimed profile and opens its page; if switching fails the person picks it themselves. */
function useOpenClaimedProfile() {
  const navigate = useNavigate();
  const notify = useNotify();
  const switchProfile = useProfileSwitch();
  return {
    pending: switchProfile.isPending,
    async open(profile: { id: string; type: ProfileClaim['profile']['type'] }) {
      try {
        await switchProfile.mutateAsync({ profileId: profile.id, profileType: profile.type });
        navigate(profileTypePaths[profile.type], { replace: true });
      } catch {
        notify.error('The profile is yours, but we could not switch to it. Choose it from your profiles.');
        navigate('/selectProfile', { replace: true });
      }
    },
  };
}

function ConfirmClaim({ claim }: { claim: ProfileClaim }) {
  const notify = useNotify();
  const complete = useCompleteProfileClaim();
  const openProfile = useOpenClaimedProfile();
  const form = useValibotForm(confirmSchema, { defaultValues: { represent: false } });
  return (
    <AuthPage
      title="Finish claiming your profile"
      subtitle="Check that this is your organisation's profile, then confirm: it becomes yours to manage."
    >
      <Stack spacing={2.5}>
        {claim.status === 'approved' && <Alert severity="success">An administrator approved your claim.</Alert>}
        <ClaimSummary claim={claim} />
        <Typography variant="body2" color="text.secondary">
          Is the name or the website wrong? Once the profile is yours, correct them on its edit page; like every change to a public profile,
          they are reviewed before visitors see them.
        </Typography>
        <Form
          form={form}
          aria-label="Confirm your claim"
          submitLabel="Confirm and become the owner"
          onSubmit={async () => {
            const { profile } = await complete.mutateAsync({ claimId: claim.id });
            notify.success(`${profile.name} is now yours. You are its owner.`);
            await openProfile.open(profile);
          }}
        >
          <CheckboxField name="represent" required label={`I represent ${claim.profile.name} and may manage its profile on Fundnet`} />
        </Form>
      </Stack>
    </AuthPage>
  );
}

function ClaimCompleted({ claim }: { claim: ProfileClaim }) {
  const openProfile = useOpenClaimedProfile();
  return (
    <AuthPage title="This profile is yours" subtitle={`You completed your claim of ${claim.profile.name}.`}>
      <Stack spacing={2}>
        <Alert severity="success">You are the owner of {claim.profile.name}. Invite your colleagues from the Team settings.</Alert>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" loading={openProfile.pending} onClick={() => void openProfile.open(claim.profile)}>
            Open the profile
          </Button>
        </Stack>
      </Stack>
    </AuthPage>
  );
}

/** The claim cannot be completed (yet): say why and what to do. */
function ClaimNotReady({ claim }: { claim: ProfileClaim }) {
  const expires = new Date(claim.linkExpiresAt);
  const explanation: Record<string, { severity: 'info' | 'warning' | 'error'; text: ReactNode }> = {
    emailSent: {
      severity: 'info',
      text: `Confirm your work e-mail address first: open the link we sent to ${claim.email}. It works until ${expires.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.`,
    },
    pendingReview: { severity: 'info', text: `${reviewReason(claim)} We will e-mail you when it is decided.` },
    declined: {
      severity: 'error',
      text: (
        <>
          An administrator declined this claim{claim.declineReason ? `: ${claim.declineReason}` : '.'}
          {claim.declineMessage && (
            <Typography component="span" sx={{ display: 'block', mt: 0.5 }}>
              {claim.declineMessage}
            </Typography>
          )}
        </>
      ),
    },
    cancelled: {
      severity: 'warning',
      text: 'This claim is no longer open: a newer claim replaced it, or the profile was claimed by someone else.',
    },
  };
  const shown = explanation[claim.status] ?? explanation.cancelled!;
  return (
    <AuthPage title="Your claim is not ready to finish" subtitle={`Your claim of ${claim.profile.name}.`}>
      <Stack spacing={2}>
        <Alert severity={shown.severity}>{shown.text}</Alert>
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
