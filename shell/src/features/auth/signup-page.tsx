import { isApiError, useSignup } from '@fundnet/api-client';
import { EmailField, Form, PasswordField, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { formObject, signupSchema } from '@fundnet/validation-schema';
import { Stack } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFor, safeReturnTo } from '../../session';
import { AuthPage } from './components/auth-page';
import { AppLink } from './components/router-link';
import { TermsField, termsAcceptedSchema } from './components/terms-field';

const signupFormSchema = formObject({
  firstName: signupSchema.entries.firstName,
  lastName: signupSchema.entries.lastName,
  email: signupSchema.entries.email,
  password: signupSchema.entries.password,
  terms: termsAcceptedSchema,
});

/**
 * /signup: first and last name, e-mail, a password with the live rule checklist, the terms.
 * The new account is signed in at once (token in this tab) and goes on to /verifyEmail.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const notify = useNotify();
  const signup = useSignup();
  const form = useValibotForm(signupFormSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', terms: false },
  });

  return (
    <AuthPage
      title="Create your Fundnet account"
      subtitle="One account for all your fund, investor and service-provider profiles. Next, we will ask you to confirm your e-mail address."
      footer={
        <>
          Already have an account? <AppLink to={loginPathFor(returnTo)}>Log in</AppLink>
        </>
      }
    >
      <Form
        form={form}
        aria-label="Create your account"
        submitLabel="Create account"
        onSubmit={async ({ terms: _terms, ...body }, { setError }) => {
          try {
            const session = await signup.mutateAsync({ ...body, remember: false });
            notify.success(`Welcome, ${session.user.firstName}! We sent a confirmation e-mail to ${session.user.email}.`);
            navigate('/verifyEmail', { replace: true });
          } catch (error) {
            // A taken address belongs to the e-mail field (with the way out: log in).
            if (isApiError(error) && error.status === 409) {
              setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
              return;
            }
            throw error;
          }
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField name="firstName" label="First name" required autoComplete="given-name" fullWidth autoFocus />
          <TextField name="lastName" label="Last name" required autoComplete="family-name" fullWidth />
        </Stack>
        <EmailField name="email" required helperText="We will send a confirmation code to this address" />
        <PasswordField name="password" required />
        <TermsField />
      </Form>
    </AuthPage>
  );
}
