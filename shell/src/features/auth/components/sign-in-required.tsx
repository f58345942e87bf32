import { LinkButton } from '@fundnet/design-system';
import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { loginPathFor } from '../../../session';

/** Shown instead of a form that needs a session: why, and a way to sign in and come back here. */
export function SignInRequired({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">{children}</Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <LinkButton to="/signup" variant="text">
          Create an account
        </LinkButton>
        <LinkButton to={loginPathFor(returnTo)} variant="contained">
          Log in
        </LinkButton>
      </Stack>
    </Stack>
  );
}
