import { type ActiveProfile, isApiError, useAcceptNda, usePublicNda, useSession } from '@fundnet/api-client';
import { LinkButton, LoadingState, useNotify, useSignInHref } from '@fundnet/design-system';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { formatDateTime } from './nda-dates';

export interface NdaAcceptanceProps {
  /** The profile whose NDA it is (the public page's profile). */
  profileId: string;
  profileName: string;
}

/**
 * In a locked section of a public profile: opens the profile's NDA (text, PDF) and lets the visitor accept it as
 * their active profile (POST profile-nda/accept/{id}); every protected section then unlocks.
 */
export function NdaAcceptance({ profileId, profileName }: NdaAcceptanceProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="outlined" size="small" sx={{ mt: 2 }} onClick={() => setOpen(true)}>
        Read and accept the NDA
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>NDA of {profileName}</DialogTitle>
        {open && <NdaDialogBody profileId={profileId} profileName={profileName} close={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function NdaDialogBody({ close, ...props }: NdaAcceptanceProps & { close: () => void }) {
  const { isAuthenticated, activeProfile } = useSession();
  const signIn = useSignInHref();
  if (!isAuthenticated || !activeProfile) {
    return (
      <>
        <DialogContent>
          <Typography>
            {isAuthenticated
              ? `Choose the profile you accept the NDA for: its members will see the protected sections of ${props.profileName}.`
              : `Sign in to read the NDA of ${props.profileName} and accept it as one of your profiles.`}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <LinkButton to={isAuthenticated ? '/selectProfile' : signIn}>{isAuthenticated ? 'Choose a profile' : 'Sign in'}</LinkButton>
        </DialogActions>
      </>
    );
  }
  return <NdaReader {...props} viewer={activeProfile} close={close} />;
}

function NdaReader({ profileId, profileName, viewer, close }: NdaAcceptanceProps & { viewer: ActiveProfile; close: () => void }) {
  const notify = useNotify();
  const nda = usePublicNda(profileId, viewer);
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptNda(viewer);

  if (nda.isPending) {
    return (
      <DialogContent>
        <LoadingState label="Loading the NDA…" />
      </DialogContent>
    );
  }
  if (nda.isError) {
    return (
      <>
        <DialogContent>
          <Alert severity="error">{nda.error.message}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          <Button onClick={() => void nda.refetch()}>Try again</Button>
        </DialogActions>
      </>
    );
  }
  const { data } = nda;
  const version = data.nda?.version ?? null;
  const text = data.nda ? data.nda.text : data.standardText;
  const acceptedThis = data.accepted && data.accepted.version === version;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!data.nda && (
            <Typography variant="body2" color="text.secondary">
              {profileName} asks visitors to accept Fundnet’s standard confidentiality terms:
            </Typography>
          )}
          {text && (
            <Typography
              component="div"
              sx={{ whiteSpace: 'pre-line', maxHeight: 360, overflow: 'auto' }}
              tabIndex={0}
              aria-label="NDA text"
            >
              {text}
            </Typography>
          )}
          {data.nda?.document && (
            <Link href={data.nda.document.url} target="_blank" rel="noopener noreferrer">
              Open the NDA: {data.nda.document.name} (PDF)
            </Link>
          )}
          {acceptedThis && data.accepted && (
            <Alert severity="success">Your profile accepted this NDA on {formatDateTime(data.accepted.acceptedAt)}.</Alert>
          )}
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label="I have read this NDA and accept it on behalf of my profile"
          />
          {accept.error && <Alert severity="error">{accept.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!agreed}
          loading={accept.isPending}
          onClick={async () => {
            try {
              await accept.mutateAsync({ profileId, version });
            } catch (error) {
              // The NDA changed while it was read: show the new one (the error stays above the button).
              if (isApiError(error) && error.status === 409) {
                setAgreed(false);
                await nda.refetch();
              }
              return;
            }
            notify.success(`You accepted the NDA of ${profileName}. Its protected sections are open to your profile.`);
            close();
          }}
        >
          I accept
        </Button>
      </DialogActions>
    </>
  );
}
