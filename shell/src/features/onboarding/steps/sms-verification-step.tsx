import { type GetMeReply, useSendSmsVerification, useUpdateUserInfo, useVerifySmsCode } from '@fundnet/api-client';
import { Form, PhoneField, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { formatPhoneNumber, sendSmsVerificationBody, VERIFICATION_CODE_MIN_LENGTH, verifySmsCodeBody } from '@fundnet/validation-schema';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StepCard } from '../components/step-card';
import { JOIN_BASE, joinPath } from '../onboarding-paths';
import { skipSms } from '../onboarding-storage';
import { userInfoUpdate } from '../user-info-body';

/** "Verify later" with what it means, on every phase of the step. */
function SkipChoice({ me }: { me: GetMeReply }) {
  const navigate = useNavigate();
  const save = useUpdateUserInfo();
  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="body2" color="text.secondary" id="sms-skip-explained" sx={{ mb: 1 }}>
        Not now? You can verify your phone number later in User settings › Details. Until then your account works normally; some members
        only accept introductions from verified users.
      </Typography>
      <Button
        aria-describedby="sms-skip-explained"
        loading={save.isPending}
        onClick={() => {
          skipSms(me.user.id);
          // Kept on the server too, so the next sign-in (on any device) does not ask again. Best effort: this browser
          // remembers the choice if the save fails.
          save.mutate(userInfoUpdate(me.userInfo, { smsVerificationSkipped: true }), { onSettled: () => navigate(JOIN_BASE) });
        }}
      >
        Skip, I will verify later in settings
      </Button>
    </Box>
  );
}

function SendCodeForm({ defaultPhone, onSent }: { defaultPhone: string; onSent: (phone: string) => void }) {
  const send = useSendSmsVerification();
  const form = useValibotForm(sendSmsVerificationBody, { defaultValues: { phoneNumber: defaultPhone } });
  return (
    <Form
      form={form}
      aria-label="Send a verification code"
      submitLabel="Send code"
      actions={
        <Button component={RouterLink} to={joinPath('aboutYou')}>
          Back
        </Button>
      }
      onSubmit={async ({ phoneNumber }) => {
        await send.mutateAsync({ phoneNumber });
        onSent(phoneNumber);
      }}
    >
      <PhoneField
        name="phoneNumber"
        label="Mobile phone number"
        required
        fullWidth
        helperText="With the country code, e.g. +41 79 123 45 67. We text you a code."
      />
    </Form>
  );
}

function VerifyCodeForm({ phone, onChangeNumber }: { phone: string; onChangeNumber: () => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const verify = useVerifySmsCode();
  const resend = useSendSmsVerification();
  const form = useValibotForm(verifySmsCodeBody, { defaultValues: { code: '' } });
  // `phone` is E.164 (what was sent); people read it grouped.
  const shown = formatPhoneNumber(phone);
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} role="status">
        We sent a code to <strong>{shown}</strong>. It can take a minute to arrive.
      </Alert>
      <Form
        form={form}
        aria-label="Enter the verification code"
        submitLabel="Verify"
        actions={
          <>
            <Button onClick={onChangeNumber}>Change number</Button>
            <Button
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(
                  { phoneNumber: phone },
                  {
                    onSuccess: () => notify.success(`A new code is on its way to ${shown}.`),
                    onError: (error) => form.setError('root.server', { message: error.message }),
                  },
                )
              }
            >
              Send a new code
            </Button>
          </>
        }
        onSubmit={async ({ code }) => {
          await verify.mutateAsync({ code });
          notify.success('Your phone number is verified.');
          navigate(JOIN_BASE);
        }}
      >
        <TextField
          name="code"
          label="Verification code"
          required
          autoComplete="one-time-code"
          helperText={`The code from the text message, at least ${VERIFICATION_CODE_MIN_LENGTH} characters.`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Form>
    </>
  );
}

/**
 * /join/smsVerification: sends a code to the user's mobile number and verifies it. Skippable:
 * "verify later in settings" is remembered on this browser so /join moves on.
 */
export function SmsVerificationStep({ me }: { me: GetMeReply }) {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const verified = me.user.phoneVerified;

  return (
    <StepCard
      title="Verify your phone number"
      description="A verified number protects your account and shows other members that a real person is behind your profile. We never show it on your profile."
      next="Next: choose the kind of profile to create."
    >
      {verified ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            Your phone number {me.user.phoneNumber ? <strong>{formatPhoneNumber(me.user.phoneNumber)}</strong> : null} is verified.
          </Alert>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={joinPath('aboutYou')}>
              Back
            </Button>
            <Button variant="contained" onClick={() => navigate(joinPath('selectProfileType'))}>
              Continue
            </Button>
          </Stack>
        </>
      ) : sentTo ? (
        <VerifyCodeForm phone={sentTo} onChangeNumber={() => setSentTo(null)} />
      ) : (
        <SendCodeForm defaultPhone={me.user.phoneNumber ?? me.userInfo.phoneNumber ?? ''} onSent={setSentTo} />
      )}
      {!verified && <SkipChoice me={me} />}
    </StepCard>
  );
}
