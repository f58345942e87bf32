import { useResendEmailVerification } from '@fundnet/api-client';
import { EmailField, Form, useValibotForm } from '@fundnet/design-system';
import { resendEmailVerificationQuery } from '@fundnet/validation-schema';
import { Alert } from '@mui/material';

/** For someone not signed in: "send the verification e-mail again to …" (no hint whether the address has an account). */
export function ResendEmailForm() {
  const resend = useResendEmailVerification();
  const form = useValibotForm(resendEmailVerificationQuery, { defaultValues: { email: '' } });
  if (resend.isSuccess) {
    return (
      <Alert severity="success">
        If {resend.variables.email} has an account waiting for confirmation, a new e-mail is on its way. Earlier links and codes no longer
        work.
      </Alert>
    );
  }
  return (
    <Form
      form={form}
      aria-label="Send the e-mail again"
      submitLabel="Send the e-mail again"
      onSubmit={(values) => resend.mutateAsync(values)}
    >
      <EmailField name="email" required helperText="The address you signed up with" />
    </Form>
  );
}
