import { isApiError, useMe, useSession, useVerifyEmail } from '@fundnet/api-client';
import { EmailField, Form, LinkButton, LoadingState, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { emailSchema, formObject, verificationCodeSchema, verifyCodeSchema } from '@fundnet/validation-schema';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { loginPathFor } from '../../session';
import { AuthPage } from './components/auth-page';
import { CodeForm } from './components/code-form';
import { ResendEmailForm } from './components/resend-email-form';
import { AppLink } from './components/router-link';
import { useResendEmail } from './hooks/use-resend-email';

const NEXT_STEP = '/join';

/**
 * Sign-up accounts accepted the terms on the sign-up form (the box is required), and only they have
 * an e-mail to verify: invited and social accounts come verified. So verifying records the acceptance.
 */
const TERMS_ACCEPTED = 'true';

/**
 * /verifyEmail: with `?code=` (the mailed link) the address is verified at once, signed in or not;
 * otherwise the 6-digit code of the same e-mail is typed: by the signed-in user, or right after sign-up with the
 * address (which then signs in). A new e-mail can be asked for.
 * Success leads to /join (onboarding).
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const linkCode = params.get('code');
  return linkCode !== null ? <VerifyLink code={linkCode} /> : <EnterCode />;
}

function VerifyLink({ code }: { code: string }) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const verify = useVerifyEmail();
  const wellFormed = v.is(verificationCodeSchema, code);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !wellFormed) return;
    started.current = true;
    verify.mutate(
      { code, isAccepted: TERMS_ACCEPTED },
      {
        onSuccess: () => {
          notify.success('Your e-mail address is confirmed.');
          if (isAuthenticated) navigate(NEXT_STEP, { replace: true });
        },
      },
    );
  }, [code, isAuthenticated, navigate, notify, verify, wellFormed]);

  if (wellFormed && (verify.isIdle || verify.isPending)) {
    return (
      <AuthPage title="Confirming your e-mail address">
        <LoadingState label="Confirming your e-mail address…" />
      </AuthPage>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthPage title="E-mail address confirmed" subtitle={`Thank you, ${verify.data.user.firstName}.`}>
        <Stack spacing={2}>
          <Alert severity="success">{verify.data.user.email} is confirmed. Log in to set up your profile: it takes a few minutes.</Alert>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <LinkButton to={loginPathFor(NEXT_STEP)} variant="contained">
              Log in to continue
            </LinkButton>
          </Stack>
        </Stack>
      </AuthPage>
    );
  }
  const reason = !wellFormed
    ? 'This confirmation link is incomplete. Open the link from the e-mail again, or copy all of it into the address bar.'
    : isApiError(verify.error)
      ? verify.error.message
      : 'Your e-mail address could not be confirmed.';
  return (
    <AuthPage
      title="This link did not work"
      subtitle="Links work once and for 48 hours. You can enter the code from the e-mail, or ask for a new e-mail."
    >
      <Stack spacing={3}>
        <Alert severity="error">{reason}</Alert>
        {isAuthenticated ? <CodeEntry /> : <ResendEmailForm />}
      </Stack>
    </AuthPage>
  );
}

/** What /signup hands to this page: the address it just mailed (never in the URL, so it stays out of history and logs). */
export interface VerifyEmailState {
  email?: string;
}

function EnterCode() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const signedUpEmail = (location.state as VerifyEmailState | null)?.email ?? '';
  return (
    <AuthPage
      title="Confirm your e-mail address"
      subtitle="We sent you an e-mail with a link and a 6-digit code. Open the link, or enter the code here."
    >
      {isAuthenticated ? (
        <CodeEntry />
      ) : (
        <Stack spacing={3}>
          <CodeWithEmailEntry email={signedUpEmail} />
          <Typography>
            Already confirmed? <AppLink to={loginPathFor(NEXT_STEP)}>Log in</AppLink>
          </Typography>
          <Typography variant="h6" component="h2">
            No e-mail?
          </Typography>
          <ResendEmailForm />
        </Stack>
      )}
    </AuthPage>
  );
}

const codeWithEmailSchema = formObject({ email: emailSchema, code: verifyCodeSchema.entries.code });

/**
 * Right after sign-up (no session: sign-up opens none): the code with the address it went to. A right code signs
 * the user in (this tab only) and goes on to onboarding.
 */
function CodeWithEmailEntry({ email }: { email: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const verify = useVerifyEmail();
  const form = useValibotForm(codeWithEmailSchema, { defaultValues: { email, code: '' } });
  return (
    <Stack spacing={2}>
      {email ? (
        <Typography>
          If <strong>{email}</strong> is a new address, the e-mail with your code is on its way (valid for 30 minutes; check your spam
          folder). If it already has an account, we sent it a way to log in instead.
        </Typography>
      ) : null}
      <Form
        form={form}
        aria-label="Confirm with the code"
        submitLabel="Confirm e-mail"
        onSubmit={async (values) => {
          await verify.mutateAsync({ code: values.code, email: values.email, isAccepted: TERMS_ACCEPTED, remember: false });
          notify.success('Your e-mail address is confirmed.');
          navigate(NEXT_STEP, { replace: true });
        }}
      >
        <EmailField name="email" required helperText="The address you signed up with" autoFocus={!email} />
        <TextField
          name="code"
          label="Verification code"
          helperText="The 6-digit code from our e-mail"
          required
          autoFocus={Boolean(email)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false, autoCapitalize: 'none' } }}
        />
      </Form>
    </Stack>
  );
}

/** The signed-in user's code form, with "send a new code". */
function CodeEntry() {
  const me = useMe();
  const navigate = useNavigate();
  const notify = useNotify();
  const verify = useVerifyEmail();
  const resend = useResendEmail();

  if (me.isPending) return <LoadingState label="Loading your account…" compact />;
  if (me.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void me.refetch()}>Retry</Button>}>
        {me.error.message}
      </Alert>
    );
  }
  const { user } = me.data;
  if (user.emailVerified) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{user.email} is already confirmed.</Alert>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to={NEXT_STEP} variant="contained">
            Continue
          </LinkButton>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>
        The code went to <strong>{user.email}</strong> and is valid for 30 minutes. Check your spam folder if you cannot find it.
      </Typography>
      <CodeForm
        submitLabel="Confirm e-mail"
        onSubmit={async (code) => {
          await verify.mutateAsync({ code, isAccepted: TERMS_ACCEPTED });
          notify.success('Your e-mail address is confirmed.');
          navigate(NEXT_STEP, { replace: true });
        }}
        actions={
          <Button variant="text" onClick={() => resend.send(user.email)} loading={resend.pending}>
            Send a new code
          </Button>
        }
      />
    </Stack>
  );
}
