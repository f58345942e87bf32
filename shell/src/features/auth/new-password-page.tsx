import { isApiError, sessionStore, useResetPassword } from '@fundnet/api-client';
import { Form, LinkButton, PasswordField, useValibotForm } from '@fundnet/design-system';
import { formObject, passwordSchema, verificationCodeSchema } from '@fundnet/validation-schema';
import { Alert, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { AuthPage } from './components/auth-page';
import { AppLink } from './components/router-link';

export const CONFIRM_PASSWORD_REQUIRED = 'Please repeat the new password'; // not in spec
export const PASSWORDS_DIFFER = 'The passwords do not match'; // not in spec

const newPasswordFormSchema = v.pipe(
  formObject({
    password: passwordSchema,
    confirmPassword: v.pipe(v.string(CONFIRM_PASSWORD_REQUIRED), v.nonEmpty(CONFIRM_PASSWORD_REQUIRED)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, PASSWORDS_DIFFER),
    ['confirmPassword'],
  ),
);

/**
 * /newPassword?code=…: the link of the reset e-mail. A new password (live checklist) typed twice;
 * afterwards every session of the account is signed out, this browser's too, and the person logs in again.
 */
export function NewPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const reset = useResetPassword();
  const form = useValibotForm(newPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });

  if (!v.is(verificationCodeSchema, code)) {
    return (
      <AuthPage
        title="This reset link is incomplete"
        subtitle="Open the link from the e-mail again, or copy all of it into the address bar."
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <LinkButton to="/resetPassword" variant="contained">
            Get a new link
          </LinkButton>
        </Stack>
      </AuthPage>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthPage title="Your password has been changed">
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Your new password is saved. For your security, we signed you out everywhere: on every device and browser, this one included.
          </Alert>
          <Typography>Log in with your new password to continue.</Typography>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <LinkButton to="/login" variant="contained">
              Log in
            </LinkButton>
          </Stack>
        </Stack>
      </AuthPage>
    );
  }

  const linkExpired = isApiError(reset.error) && reset.error.status === 400;
  return (
    <AuthPage title="Choose a new password" subtitle="After saving it, you will be signed out on all devices and log in again.">
      <Stack spacing={2}>
        <Form
          form={form}
          aria-label="Choose a new password"
          submitLabel="Save new password"
          onSubmit={async ({ password }) => {
            await reset.mutateAsync({ code, password });
            // The server ended every session of the account; this browser's token is one of them.
            sessionStore.clearSession();
          }}
        >
          <PasswordField name="password" label="New password" required autoFocus />
          <PasswordField name="confirmPassword" label="Repeat the new password" showRules={false} autoComplete="new-password" required />
        </Form>
        {linkExpired && (
          <Typography variant="body2">
            Reset links work once, for 1 hour. <AppLink to="/resetPassword">Get a new link</AppLink>.
          </Typography>
        )}
      </Stack>
    </AuthPage>
  );
}
