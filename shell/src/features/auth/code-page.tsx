import { useMe, useSession, useVerifyEmail, useVerifySmsCode } from '@fundnet/api-client';
import { LinkButton, LoadingState, useNotify } from '@fundnet/design-system';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '../../session';
import { AuthPage } from './components/auth-page';
import { CodeForm } from './components/code-form';
import { AppLink } from './components/router-link';
import { SignInRequired } from './components/sign-in-required';
import { useResendEmail } from './hooks/use-resend-email';

export type CodePurpose = 'email' | 'sms';

/** `?purpose=` → what the code confirms; anything else (or nothing) means the e-mail. */
export function codePurpose(raw: string | null): CodePurpose {
  return raw === 'sms' ? 'sms' : 'email';
}

/**
 * /code?purpose=email|sms: "enter the code we sent you". The purpose decides the call
 * (verify-email or verify-sms-code); afterwards `returnTo`, or onward to /join.
 */
export function CodePage() {
  const [params] = useSearchParams();
  const purpose = codePurpose(params.get('purpose'));
  const next = safeReturnTo(params.get('returnTo')) ?? '/join';
  const { isAuthenticated } = useSession();
  const query = params.toString();

  return (
    <AuthPage
      title="Enter your code"
      subtitle={
        purpose === 'sms'
          ? 'Enter the code we texted to your phone.'
          : 'Enter the 6-digit code from the e-mail we sent you. It confirms your e-mail address.'
      }
    >
      {isAuthenticated ? (
        purpose === 'sms' ? (
          <SmsCode next={next} defaultCode={params.get('code') ?? ''} />
        ) : (
          <EmailCode next={next} defaultCode={params.get('code') ?? ''} />
        )
      ) : (
        <SignInRequired returnTo={`/code${query ? `?${query}` : ''}`}>
          Log in to enter your code: it belongs to your account.
        </SignInRequired>
      )}
    </AuthPage>
  );
}

function EmailCode({ next, defaultCode }: { next: string; defaultCode: string }) {
  const me = useMe();
  const navigate = useNavigate();
  const notify = useNotify();
  const verify = useVerifyEmail();
  const resend = useResendEmail();
  if (me.isPending) return <LoadingState label="Loading your account…" compact />;
  const email = me.data?.user.email;
  if (me.data?.user.emailVerified) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{email} is already confirmed. There is no code to enter.</Alert>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to={next} variant="contained">
            Continue
          </LinkButton>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {email && (
        <Typography>
          The code went to <strong>{email}</strong>. It is valid for 30 minutes.
        </Typography>
      )}
      <CodeForm
        defaultCode={defaultCode}
        submitLabel="Confirm"
        onSubmit={async (code) => {
          // Only sign-up accounts have an e-mail to confirm, and they accepted the terms on the sign-up form.
          await verify.mutateAsync({ code, isAccepted: 'true' });
          notify.success('Your e-mail address is confirmed.');
          navigate(next, { replace: true });
        }}
        actions={
          email && (
            <Button variant="text" onClick={() => resend.send(email)} loading={resend.pending}>
              Send a new code
            </Button>
          )
        }
      />
    </Stack>
  );
}

function SmsCode({ next, defaultCode }: { next: string; defaultCode: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const verify = useVerifySmsCode();
  return (
    <Stack spacing={2}>
      <CodeForm
        defaultCode={defaultCode}
        label="Code from the text message"
        helperText="Valid for 10 minutes"
        submitLabel="Confirm"
        onSubmit={async (code) => {
          await verify.mutateAsync({ code });
          notify.success('Your phone number is confirmed.');
          navigate(next, { replace: true });
        }}
      />
      <Typography variant="body2" color="text.secondary">
        No text message, or the code expired? <AppLink to={`/smsCode?returnTo=${encodeURIComponent(next)}`}>Send a new code</AppLink>.
      </Typography>
    </Stack>
  );
}
