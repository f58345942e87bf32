import {
  type AuthSession,
  isApiError,
  useLogout,
  useMe,
  useSession,
  signupOpenedSession,
  useSignup,
  useSignupInvitedFund,
  useAcceptProfileMemberInvitation,
  useSignupInvitedInvestor,
} from '@fundnet/api-client';
import { EmailField, Form, PasswordField, TextField, useNotify, useValibotForm } from '@fundnet/design-system';
import { emailSchema, formObject, signupPersonEntries } from '@fundnet/validation-schema';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFor, useFinishSignIn } from '../../session';
import { AppLink, AuthPage, TermsField, termsAcceptedSchema } from '../auth';
import { InvitationDetailsGate } from './invitation-details';
import { isWellFormedLinkCode } from './lib/link-code';

export const invitationTypes = ['investor', 'fund', 'admin', 'member'] as const;
export type InvitationType = (typeof invitationTypes)[number];

/**
 * `?type=` of the link. The administrator invitation mails `/invitation?code=…` without a type, so
 * no type means admin; an unknown type is a broken link (null).
 */
export function invitationType(raw: string | null): InvitationType | null {
  if (raw === null || raw === '') return 'admin';
  return (invitationTypes as readonly string[]).includes(raw) ? (raw as InvitationType) : null;
}

const copy: Record<InvitationType, { title: string; subtitle: string }> = {
  investor: {
    title: 'You are invited to Fundnet',
    subtitle: 'Create your investor account to see the fund that invited you, its data room and the rest of the network.',
  },
  fund: {
    title: 'You are invited to join a fund on Fundnet',
    subtitle: 'Create your account to work on the fund profile you were invited to.',
  },
  member: {
    title: 'You are invited to join a profile team',
    subtitle: 'Join the team of the profile that invited you. Use the account of the e-mail address the invitation was sent to.',
  },
  admin: {
    title: 'You are invited to administer Fundnet',
    subtitle: 'Create your administrator account. Use the e-mail address the invitation was sent to.',
  },
};

const personEntries = {
  firstName: signupPersonEntries.firstName,
  lastName: signupPersonEntries.lastName,
  password: signupPersonEntries.password,
  terms: termsAcceptedSchema,
};
const invitedSchema = formObject(personEntries);
const adminSchema = formObject({ email: emailSchema, ...personEntries });

/**
 * /invitation?code=…&type=investor|fund|admin: accepting an invitation by creating an account.
 * Investor and fund invitations decide the e-mail (signup-invited-investor / -fund: it is already
 * confirmed); an administrator invitation is the normal sign-up with the same e-mail and the code.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const type = invitationType(params.get('type'));

  if (!type || !isWellFormedLinkCode(code)) {
    return (
      <AuthPage
        title="This invitation link is incomplete"
        subtitle="Open the link from the invitation e-mail again, or copy all of it into the address bar."
      >
        <Typography>
          Still not working? Invitations expire after a while: ask the person who invited you to send a new one, or{' '}
          <AppLink to="/contact">contact our support team</AppLink>.
        </Typography>
      </AuthPage>
    );
  }
  if (type === 'member') return <MemberInvitation code={code.trim()} />;
  return <AcceptInvitation code={code.trim()} type={type} shownEmail={params.get('email')} />;
}

/**
 * A profile team invitation (profileMember/accept): it joins an existing account to the profile, so the
 * person signs in (or signs up and confirms the invited address) first and comes back to this link.
 */
function MemberInvitation({ code }: { code: string }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptProfileMemberInvitation();
  const { title, subtitle } = copy.member;
  const here = `${location.pathname}${location.search}`;
  return (
    <AuthPage
      title={title}
      subtitle={subtitle}
      footer={
        <>
          Questions about this invitation? <AppLink to="/contact">Contact us</AppLink>.
        </>
      }
    >
      {isAuthenticated ? (
        <Stack spacing={2}>
          {accept.isError && <Alert severity="error">{accept.error.message}</Alert>}
          <Typography>Joining adds the profile to your profile switcher with the role you were invited with.</Typography>
          <Button
            variant="contained"
            loading={accept.isPending}
            onClick={() => accept.mutate({ code }, { onSuccess: () => navigate('/selectProfile') })}
          >
            Join the team
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>
            Log in with the account of the invited e-mail address, and you will come back here to join. New to Fundnet? Create an account
            with that address and confirm it first.
          </Typography>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => navigate(loginPathFor(here))}>
              Log in
            </Button>
            <Button onClick={() => navigate(`/signup?returnTo=${encodeURIComponent(here)}`)}>Create an account</Button>
          </Stack>
        </Stack>
      )}
    </AuthPage>
  );
}

function AcceptInvitation({
  code,
  type,
  shownEmail,
}: {
  code: string;
  type: Exclude<InvitationType, 'member'>;
  shownEmail: string | null;
}) {
  const { isAuthenticated } = useSession();
  const { title, subtitle } = copy[type];
  return (
    <AuthPage
      title={title}
      subtitle={subtitle}
      footer={
        <>
          Already have an account? <AppLink to="/login">Log in</AppLink>. Questions about this invitation?{' '}
          <AppLink to="/contact">Contact us</AppLink>.
        </>
      }
    >
      <Stack spacing={2.5}>
        {isAuthenticated && <SignedInNotice />}
        {type === 'admin' ? (
          <AdminInvitationForm code={code} email={shownEmail} />
        ) : (
          <InvitationDetailsGate code={code}>
            <InvitedForm code={code} type={type} email={shownEmail} />
          </InvitationDetailsGate>
        )}
      </Stack>
    </AuthPage>
  );
}

/** Someone is signed in on this browser: the invitation creates a new account, so offer to sign out first. */
function SignedInNotice() {
  const me = useMe();
  const logout = useLogout();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
          Sign out
        </Button>
      }
    >
      You are signed in{me.data ? ` as ${me.data.user.email}` : ''}. This invitation creates a new account: sign out first if the invitation
      is for another person or address.
    </Alert>
  );
}

/** What an invitation's sign-up failure means for the person, when it is not a field error. */
function explainFailure(error: unknown, setRoot: (message: string) => void): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 400) {
    setRoot(`${error.message} Ask the person who invited you to send a new invitation.`);
    return true;
  }
  if (error.status === 409) {
    setRoot(`${error.message} Log in with it instead; the people who invited you can add your existing account.`);
    return true;
  }
  return false;
}

function welcome(session: AuthSession) {
  return `Welcome to Fundnet, ${session.user.firstName}. You are signed in as ${session.user.email}.`;
}

function InvitedForm({ code, type, email }: { code: string; type: 'investor' | 'fund'; email: string | null }) {
  const notify = useNotify();
  const finishSignIn = useFinishSignIn();
  const investor = useSignupInvitedInvestor();
  const fund = useSignupInvitedFund();
  const signupInvited = type === 'investor' ? investor : fund;
  const form = useValibotForm(invitedSchema, { defaultValues: { firstName: '', lastName: '', password: '', terms: false } });

  return (
    <Stack spacing={2}>
      <Alert severity="info">
        {email ? (
          <>
            This invitation is for <strong>{email}</strong>.
          </>
        ) : (
          'Your account will use the e-mail address this invitation was sent to.'
        )}{' '}
        It is already confirmed, so you can start right away.
      </Alert>
      <Form
        form={form}
        aria-label="Create your account"
        submitLabel="Accept invitation"
        onSubmit={async ({ terms: _terms, ...person }, { setError }) => {
          try {
            const session = await signupInvited.mutateAsync({ ...person, invitationCode: code, remember: false });
            notify.success(welcome(session));
          } catch (error) {
            if (explainFailure(error, (message) => setError('root.server', { type: 'server', message }))) return;
            throw error;
          }
          await finishSignIn();
        }}
      >
        <NameFields />
        <PasswordField name="password" required />
        <TermsField />
      </Form>
    </Stack>
  );
}

function AdminInvitationForm({ code, email }: { code: string; email: string | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useValibotForm(adminSchema, {
    defaultValues: { email: email ?? '', firstName: '', lastName: '', password: '', terms: false },
  });
  return (
    <Form
      form={form}
      aria-label="Create your administrator account"
      submitLabel="Accept invitation"
      onSubmit={async ({ terms: _terms, ...body }, { setError }) => {
        try {
          const reply = await signup.mutateAsync({ ...body, invitationCode: code, remember: false });
          // An invitation code always opens a session; the check keeps the type honest.
          if (!signupOpenedSession(reply)) {
            navigate('/verifyEmail', { replace: true, state: { email: reply.email } });
            return;
          }
          notify.success(welcome(reply));
          navigate(reply.user.isAdmin ? '/admin' : '/join', { replace: true });
        } catch (error) {
          if (explainFailure(error, (message) => setError('root.server', { type: 'server', message }))) return;
          throw error;
        }
      }}
    >
      <EmailField name="email" required autoFocus helperText="The address the invitation was sent to" />
      <NameFields autoFocus={false} />
      <PasswordField name="password" required />
      <TermsField />
    </Form>
  );
}

function NameFields({ autoFocus = true }: { autoFocus?: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField name="firstName" label="First name" required autoComplete="given-name" fullWidth autoFocus={autoFocus} />
      <TextField name="lastName" label="Last name" required autoComplete="family-name" fullWidth />
    </Stack>
  );
}
