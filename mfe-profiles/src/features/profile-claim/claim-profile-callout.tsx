import { type ProfileClaim, type ProfileClaimability, useProfileClaimability, useSession } from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { LinkButton, useSignInHref } from '@fundnet/design-system';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';

// The claim form (react-hook-form, the e-mail field and its rules) loads when the visitor asks for it: the call-out sits
// on public pages, whose first screen must not wait for a form few visitors open (ADR 0089).
const StartClaimForm = lazyPage(() => import('./start-claim-form'), 'StartClaimForm');

export interface ClaimProfileCalloutProps {
  profileId: string;
  profileName: string;
}

// Made on first use, not when the module loads (it loads with every public page: issue 33, format.ts).
let dateTime: Intl.DateTimeFormat | undefined;
const formatExpiry = (iso: string) => {
  dateTime ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(iso));
};

/**
 * "Is this your company? Claim this profile" on the public page of a profile nobody owns yet (imported
 * market data; profile-claim README). Signed in, the visitor gives a work address; the server mails it a
 * link (/verifyClaim). The call-out then follows the claim: link sent, in review, ready to finish, declined.
 * It shows nothing while loading, on an error, or for a profile with an owner: it is an offer, not content.
 */
export function ClaimProfileCallout({ profileId, profileName }: ClaimProfileCalloutProps) {
  const claimability = useProfileClaimability(profileId, { retry: false });
  const titleId = useId();
  const data = claimability.data;
  if (!data?.claimable) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, mb: 3, borderColor: 'primary.main' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BusinessOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            <Typography id={titleId} variant="h6" component="h2">
              Is this your company? Claim this profile
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Nobody manages the profile of {profileName} on Fundnet yet: it was prepared from public sources. Claim it to correct it, keep
              it up to date and answer investors yourself.
            </Typography>
          </Box>
          <ClaimState claimability={data} profileId={profileId} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function ClaimState({ claimability, profileId }: { claimability: ProfileClaimability; profileId: string }) {
  const { isAuthenticated } = useSession();
  const signInHref = useSignInHref();
  const [formOpen, setFormOpen] = useState(false);
  const claim = claimability.myClaim;

  if (!isAuthenticated) {
    return (
      <Box>
        <LinkButton to={signInHref} variant="contained">
          Log in to claim this profile
        </LinkButton>
      </Box>
    );
  }
  const status = claim && !formOpen ? <ClaimStatus claim={claim} onNewClaim={() => setFormOpen(true)} /> : null;
  if (status) return status;
  if (!formOpen) {
    return (
      <Box>
        <Button variant="contained" onClick={() => setFormOpen(true)}>
          Claim this profile
        </Button>
      </Box>
    );
  }
  return <StartClaimForm profileId={profileId} websiteDomain={claimability.websiteDomain} onDone={() => setFormOpen(false)} />;
}

/** The visitor's claim of this profile, and what to do next. Null when a new claim can simply be started. */
function ClaimStatus({ claim, onNewClaim }: { claim: ProfileClaim; onNewClaim: () => void }) {
  const again = (
    <Button variant="text" onClick={onNewClaim}>
      Use another address
    </Button>
  );
  switch (claim.status) {
    case 'emailSent':
      return (
        <Stack spacing={1}>
          <Alert severity="info">
            We sent a confirmation link to <strong>{claim.email}</strong>. Open it while logged in to this account to continue; it works
            until {formatExpiry(claim.linkExpiresAt)}.
            {!claim.domainMatches && ' Because the address is not on the website’s domain, an administrator then reviews your claim.'}
          </Alert>
          <Box>{again}</Box>
        </Stack>
      );
    case 'pendingReview':
      return (
        <Alert severity="info">
          You confirmed {claim.email}. An administrator is reviewing your claim; we will e-mail you when it is decided.
        </Alert>
      );
    case 'verified':
    case 'approved':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Alert severity="success" sx={{ flex: 1 }}>
            {claim.status === 'approved' ? 'An administrator approved your claim.' : `You confirmed ${claim.email}.`} One step is left.
          </Alert>
          <LinkButton to={`/claimFinalStep?claim=${encodeURIComponent(claim.id)}`} variant="contained">
            Finish claiming
          </LinkButton>
        </Stack>
      );
    case 'declined':
      return (
        <Stack spacing={1}>
          <Alert severity="warning">
            Your last claim was declined{claim.declineReason ? `: ${claim.declineReason}` : '.'}
            {claim.declineMessage && (
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                {claim.declineMessage}
              </Typography>
            )}
          </Alert>
          <Box>
            <Button variant="contained" onClick={onNewClaim}>
              Claim again
            </Button>
          </Box>
        </Stack>
      );
    default:
      return null;
  }
}
