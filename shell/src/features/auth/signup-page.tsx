import { useSignup } from '@fundnet/api-client';
import { EmailField, Form, PasswordField, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { formObject, signupPersonEntries } from '@fundnet/validation-schema';
import { Stack } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFor, safeReturnTo } from '../../session';
import { AuthPage } from './components/auth-page';
import { AppLink } from './components/router-link';
import { TermsField, termsAcceptedSchema } from './components/terms-field';
import type { VerifyEmailState } from './verify-email-page';

const signupFormSchema = formObject({
  firstName: signupPersonEntries.firstName,
  lastName: signupPersonEntries.lastName,
  email: signupPersonEntries.email,
  password: signupPersonEntries.password,
  terms: termsAcceptedSchema,
});

/**
 * /signup: first and last name, e-mail, a password with the live rule checklist, the terms.
 * The server answers the same whether or not the address already has an account (it mails the owner the next step),
 * so the page always goes on to /verifyEmail, carrying the address in the router state: the code from the mail,
 * entered there, signs the new user in.
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
        onSubmit={async ({ terms: _terms, ...body }) => {
          const reply = await signup.mutateAsync({ ...body, remember: false });
          const email = 'email' in reply ? reply.email : body.email;
          notify.success(`Check your inbox: we sent an e-mail to ${email}.`);
          navigate('/verifyEmail', { replace: true, state: { email } satisfies VerifyEmailState });
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
