import { readSocialSignInResult, useExchangeSocialSignInCode, useLogin, useSession } from '@fundnet/api-client';
import { CheckboxField, EmailField, Form, LoadingState, PasswordField, useValibotForm } from '@fundnet/design-system';
import { formObject, loginSchema } from '@fundnet/validation-schema';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { SESSION_EXPIRED_MESSAGE, safeReturnTo, useFinishSignIn } from '../../session';
import { AuthPage } from './components/auth-page';
import { AppLink } from './components/router-link';
import { SocialSignInButtons } from './components/social-sign-in-buttons';
import { takeSocialSignInIntent } from './lib/social-sign-in';

const loginFormSchema = formObject({
  ...loginSchema.entries,
  remember: v.optional(v.boolean(), false),
});

/** Above the sentence the API put in `#error=` (cancelled, expired, provider not available…). */
export const SOCIAL_SIGN_IN_FAILED_TITLE = 'We could not sign you in';

/** Keeps `returnTo` on the links to the neighbouring pages, so signing up also comes back. */
function withReturnTo(path: string, returnTo: string | null) {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/**
 * /login: e-mail and password (remember me → the token survives closing the browser), or LinkedIn /
 * Google. Afterwards: `returnTo` (same-origin paths only), else /selectProfile, /join or home.
 * Social sign-in comes back here with `#code=…` (a single-use code, exchanged for a session by POST) or `#error=…`.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { expired, isAuthenticated } = useSession();
  const finishSignIn = useFinishSignIn();
  const login = useLogin();
  const exchangeSocialCode = useExchangeSocialSignInCode();
  const form = useValibotForm(loginFormSchema, { defaultValues: { email: '', password: '', remember: false } });

  // A social sign-in that just came back: read the fragment once, then take it out of the address bar.
  const [socialError, setSocialError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(() => readSocialSignInResult(location.hash) !== null);
  const handledHash = useRef(false);
  useEffect(() => {
    if (handledHash.current) return;
    handledHash.current = true;
    const result = readSocialSignInResult(location.hash);
    if (!result) return;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    if ('error' in result) {
      setSocialError(result.error);
      setFinishing(false);
      return;
    }
    const intent = takeSocialSignInIntent();
    exchangeSocialCode.mutate(
      { code: result.code, remember: intent.remember },
      {
        onSuccess: () => void finishSignIn({ returnTo: returnTo ?? intent.returnTo }),
        onError: (error) => {
          setSocialError(error.message);
          setFinishing(false);
        },
      },
    );
  }, [exchangeSocialCode, finishSignIn, location, navigate, returnTo]);

  if (finishing) {
    return (
      <AuthPage title="Signing you in">
        <LoadingState label="Signing you in…" />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Log in to Fundnet"
      subtitle="Welcome back. Sign in to reach your profiles, data rooms and network."
      footer={
        <>
          New to Fundnet? <AppLink to={withReturnTo('/signup', returnTo)}>Create an account</AppLink>
        </>
      }
    >
      <Stack spacing={2.5}>
        {expired && <Alert severity="warning">{SESSION_EXPIRED_MESSAGE}</Alert>}
        {!expired && returnTo && <Alert severity="info">Please sign in to continue. We will take you back to the page you were on.</Alert>}
        {isAuthenticated && !expired && login.isIdle && (
          <Alert severity="info">
            You are already signed in. Signing in again replaces the current session;{' '}
            <AppLink to={returnTo ?? '/'}>continue to Fundnet</AppLink> instead.
          </Alert>
        )}
        {socialError && (
          <Alert severity="error" role="alert">
            <AlertTitle>{SOCIAL_SIGN_IN_FAILED_TITLE}</AlertTitle>
            {socialError}
          </Alert>
        )}
        <Form
          form={form}
          aria-label="Log in"
          submitLabel="Log in"
          onSubmit={async ({ remember, ...credentials }) => {
            await login.mutateAsync({ ...credentials, remember });
            await finishSignIn({ returnTo });
          }}
          actions={
            <Typography variant="body2" sx={{ mr: 'auto', alignSelf: 'center' }}>
              <AppLink to="/resetPassword">Forgot your password?</AppLink>
            </Typography>
          }
        >
          <EmailField name="email" required autoFocus />
          <PasswordField name="password" showRules={false} required />
          <CheckboxField
            name="remember"
            label="Remember me"
            helperText="Stay signed in on this device after closing the browser. Leave it off on a shared computer."
          />
        </Form>
        <SocialSignInButtons intent={() => ({ remember: form.getValues('remember') === true, returnTo })} />
      </Stack>
    </AuthPage>
  );
}
