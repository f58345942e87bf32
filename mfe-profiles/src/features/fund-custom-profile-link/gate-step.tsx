import {
  confirmShareLinkPassword,
  consumeShareLinkMagic,
  storeShareLinkEmail,
  useSession,
  verifyShareLinkSignup,
  type VisitorLinkState,
} from '@fundnet/api-client';
import {
  EmailField,
  Form,
  type FormSchema,
  LinkButton,
  PasswordField,
  SectionCard,
  signInHref,
  TextField,
  useValibotForm,
} from '@fundnet/design-system';
import { emailSchema, shareLinkMessages } from '@fundnet/validation-schema';
import { Alert, Button, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { NdaGate } from './nda-gate';

const emailForm = v.object({ email: emailSchema });
const passwordForm = v.object({ password: v.pipe(v.string(), v.nonEmpty(shareLinkMessages.passwordRequired)) });
const codeForm = v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, shareLinkMessages.codeInvalid)) });

/** The gate of a share link's access policy the visitor stands at: e-mail, magic link's code, sign-in, password or NDA. */
export function GateStep({
  slug,
  state,
  onState,
  onStale,
}: {
  slug: string;
  state: VisitorLinkState;
  onState: (state: VisitorLinkState) => void;
  onStale: () => void;
}) {
  const access = state.access;
  const token = state.token!;
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const email = useValibotForm(emailForm as unknown as FormSchema, { defaultValues: { email: '' } });
  const password = useValibotForm(passwordForm as unknown as FormSchema, { defaultValues: { password: '' } });
  const code = useValibotForm(codeForm as unknown as FormSchema, { defaultValues: { code: '' } });
  if (access.state !== 'gate') return null;
  switch (access.gate) {
    case 'email':
      return (
        <SectionCard
          title="Enter your e-mail address"
          subtitle={`${state.link.profile.name} shares its profile with people who give their e-mail address.`}
        >
          <Form
            form={email}
            submitLabel="Continue"
            onSubmit={async (values) => onState(await storeShareLinkEmail(token, (values as { email: string }).email))}
          >
            <EmailField name="email" label="E-mail address" required autoComplete="email" />
          </Form>
        </SectionCard>
      );
    case 'magicLink':
      return (
        <SectionCard
          title="Check your e-mail"
          subtitle={state.email ? `If ${state.email} may open this link, we sent it a one-time link.` : undefined}
        >
          <Typography sx={{ mb: 2 }}>Open the link in the e-mail, or type the 6-digit code from it here.</Typography>
          <Form
            form={code}
            submitLabel="Open with the code"
            onSubmit={async (values) =>
              onState(await consumeShareLinkMagic({ slug, email: state.email ?? '', code: (values as { code: string }).code }))
            }
          >
            <TextField name="code" label="Code" autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Form>
        </SectionCard>
      );
    case 'signIn':
      return (
        <SectionCard
          title="Sign in to open this link"
          subtitle="It is shared with invited e-mail addresses: sign in with the address it was sent to."
        >
          {isAuthenticated ? (
            <Button variant="contained" onClick={async () => onState(await verifyShareLinkSignup(slug))}>
              Open with my account
            </Button>
          ) : (
            <LinkButton to={signInHref(location.pathname)}>Sign in</LinkButton>
          )}
        </SectionCard>
      );
    case 'password':
      return (
        <SectionCard title="Enter the password" subtitle="The sender of this link gave you its password.">
          <Form
            form={password}
            submitLabel="Open"
            onSubmit={async (values) => onState(await confirmShareLinkPassword(token, (values as { password: string }).password))}
          >
            {/* Entering a password someone gave you: no checklist of rules for creating one. */}
            <PasswordField name="password" label="Password" required autoComplete="current-password" showRules={false} />
          </Form>
        </SectionCard>
      );
    case 'nda':
      return <NdaGate state={state} token={token} onState={onState} onStale={onStale} />;
    default:
      return <Alert severity="info">Opening…</Alert>;
  }
}
