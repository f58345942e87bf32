import { useMe, useSendSmsVerification, useSession, useVerifySmsCode } from '@fundnet/api-client';
import { Form, LinkButton, LoadingState, PhoneField, useNotify, useValibotForm } from '@fundnet/design-system';
import { formatPhoneNumber, smsVerificationSchema } from '@fundnet/validation-schema';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '../../session';
import { AuthPage } from './components/auth-page';
import { CodeForm } from './components/code-form';
import { AppLink } from './components/router-link';
import { SignInRequired } from './components/sign-in-required';

type Step = { kind: 'phone' } | { kind: 'code'; phoneNumber: string } | { kind: 'done'; phoneNumber: string };

/**
 * /smsCode: confirms a phone number by text message. First the number (send-sms-verification), then
 * the code it received (verify-sms-code). Afterwards: `returnTo`, or onward to /join.
 */
export function SmsCodePage() {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  const next = safeReturnTo(params.get('returnTo')) ?? '/join';
  const query = params.toString();
  const here = `/smsCode${query ? `?${query}` : ''}`;

  return (
    <AuthPage
      title="Confirm your phone number"
      subtitle="We text you a code to make sure the number is yours. Your number is not shown on your profile unless you add it there."
    >
      {isAuthenticated ? (
        <PhoneVerification next={next} />
      ) : (
        <SignInRequired returnTo={here}>Log in first: the number is confirmed for your account.</SignInRequired>
      )}
    </AuthPage>
  );
}

function PhoneVerification({ next }: { next: string }) {
  const me = useMe();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  if (me.isPending) return <LoadingState label="Loading your account…" compact />;
  const user = me.data?.user;

  if (step.kind === 'done') {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {formatPhoneNumber(step.phoneNumber)} is confirmed.
        </Alert>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to={next} variant="contained">
            Continue
          </LinkButton>
        </Stack>
      </Stack>
    );
  }
  if (step.kind === 'code') {
    return (
      <CodeStep
        phoneNumber={step.phoneNumber}
        onVerified={() => setStep({ kind: 'done', phoneNumber: step.phoneNumber })}
        onChangeNumber={() => setStep({ kind: 'phone' })}
      />
    );
  }
  return (
    <Stack spacing={2}>
      {user?.phoneVerified && user.phoneNumber && (
        <Alert severity="success">
          {user.phoneNumber} is already confirmed. Enter another number below to replace it, or <AppLink to={next}>continue</AppLink>.
        </Alert>
      )}
      <PhoneStep defaultPhone={user?.phoneNumber ?? ''} onSent={(phoneNumber) => setStep({ kind: 'code', phoneNumber })} />
    </Stack>
  );
}

function PhoneStep({ defaultPhone, onSent }: { defaultPhone: string; onSent: (phoneNumber: string) => void }) {
  const send = useSendSmsVerification();
  const form = useValibotForm(smsVerificationSchema, { defaultValues: { phoneNumber: defaultPhone } });
  return (
    <Form
      form={form}
      aria-label="Your phone number"
      submitLabel="Text me a code"
      onSubmit={async ({ phoneNumber }) => {
        await send.mutateAsync({ phoneNumber });
        onSent(phoneNumber);
      }}
    >
      <PhoneField name="phoneNumber" required autoFocus helperText="With the country code, e.g. +49 30 1234567" />
    </Form>
  );
}

function CodeStep({
  phoneNumber,
  onVerified,
  onChangeNumber,
}: {
  phoneNumber: string;
  onVerified: () => void;
  onChangeNumber: () => void;
}) {
  const notify = useNotify();
  const verify = useVerifySmsCode();
  // The number as sent is E.164; people read it grouped.
  const shown = formatPhoneNumber(phoneNumber);
  const resend = useSendSmsVerification({
    onSuccess: () => notify.success(`We texted a new code to ${shown}. The previous code no longer works.`),
    onError: notify.apiError,
  });
  return (
    <Stack spacing={2}>
      <Typography>
        We texted a code to <strong>{shown}</strong>. It is valid for 10 minutes.
      </Typography>
      <CodeForm
        label="Code from the text message"
        helperText="The 6-digit code"
        submitLabel="Confirm number"
        onSubmit={async (code) => {
          await verify.mutateAsync({ code });
          onVerified();
        }}
        actions={
          <>
            <Button variant="text" onClick={onChangeNumber}>
              Change number
            </Button>
            <Button variant="text" onClick={() => resend.mutate({ phoneNumber })} loading={resend.isPending}>
              Send a new code
            </Button>
          </>
        }
      />
    </Stack>
  );
}
