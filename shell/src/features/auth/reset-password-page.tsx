import { useRequestResetPassword } from '@fundnet/api-client';
import { EmailField, Form, LinkButton, useValibotForm } from '@fundnet/design-system';
import { requestResetPasswordSchema } from '@fundnet/validation-schema';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { AuthPage } from './components/auth-page';
import { AppLink } from './components/router-link';

/**
 * /resetPassword: asks for the e-mail, then always says the same thing (whether the address has an
 * account stays private): a link is on its way if it does.
 */
export function ResetPasswordPage() {
  const request = useRequestResetPassword();
  const form = useValibotForm(requestResetPasswordSchema, { defaultValues: { email: '' } });

  return (
    <AuthPage
      title="Reset your password"
      subtitle="Enter the e-mail address of your account. We will send you a link to choose a new password."
      footer={
        !request.isSuccess && (
          <>
            Remembered it? <AppLink to="/login">Back to log in</AppLink>
          </>
        )
      }
    >
      {request.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            If an account exists for this e-mail, we sent a link to {request.variables.email}.
          </Alert>
          <Typography variant="body2" color="text.secondary">
            The link works once, for 1 hour. It can take a few minutes to arrive; check your spam folder too. Signed up with LinkedIn or
            Google? Use that button on the log-in page instead.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="text"
              onClick={() => {
                request.reset();
                form.reset({ email: request.variables.email });
              }}
            >
              Use another address
            </Button>
            <LinkButton to="/login" variant="contained">
              Back to log in
            </LinkButton>
          </Stack>
        </Stack>
      ) : (
        <Form form={form} aria-label="Reset your password" submitLabel="Send the link" onSubmit={(values) => request.mutateAsync(values)}>
          <EmailField name="email" required autoFocus />
        </Form>
      )}
    </AuthPage>
  );
}
