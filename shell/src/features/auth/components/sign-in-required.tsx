import { Alert, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { loginPathFor } from '../../../session';
import { AppLinkButton } from './router-link';

/** Shown instead of a form that needs a session: why, and a way to sign in and come back here. */
export function SignInRequired({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">{children}</Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <AppLinkButton to="/signup" variant="text">
          Create an account
        </AppLinkButton>
        <AppLinkButton to={loginPathFor(returnTo)} variant="contained">
          Log in
        </AppLinkButton>
      </Stack>
    </Stack>
  );
}
