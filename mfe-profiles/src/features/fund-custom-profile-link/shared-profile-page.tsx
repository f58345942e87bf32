import {
  ApiError,
  confirmShareLinkPassword,
  consumeShareLinkMagic,
  openShareLink,
  sendShareLinkHeartbeat,
  storeShareLinkEmail,
  useSession,
  useForgetSharedProfile,
  useSharedProfile,
  verifyShareLinkSignup,
  type VisitorLinkState,
} from '@fundnet/api-client';
import {
  EmailField,
  ErrorPanel,
  Form,
  type FormSchema,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  PasswordField,
  SectionCard,
  signInHref,
  TextField,
  useDocumentTitle,
  useValibotForm,
} from '@fundnet/design-system';
import { emailSchema, shareLinkMessages } from '@fundnet/validation-schema';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { RequestAccessForm } from '../fund-request-access';
import { ExpressInterest } from './express-interest';
import { NdaGate } from './nda-gate';
import { ScopedProfileView } from './scoped-profile-view';
import { denialTexts } from './share-link-options';

/** The visitor token of a link lives in this tab only (sessionStorage), keyed by the slug. */
const storageKey = (slug: string) => `fundnet.shareLink.${slug}`;
const readToken = (slug: string) => {
  try {
    return sessionStorage.getItem(storageKey(slug));
  } catch {
    return null;
  }
};
const writeToken = (slug: string, token: string | null) => {
  try {
    if (token) sessionStorage.setItem(storageKey(slug), token);
    else sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Private mode without storage: the visitor passes the gates again after a reload.
  }
};
/** The address the visitor gave, kept in the tab so a link that stops them later can prefill the access request. */
const emailKey = (slug: string) => `fundnet.shareLink.${slug}.email`;
const rememberEmail = (slug: string, email: string | null) => {
  try {
    if (email) sessionStorage.setItem(emailKey(slug), email);
  } catch {
    // Without storage the visitor types the address again.
  }
};
const rememberedEmail = (slug: string) => {
  try {
    return sessionStorage.getItem(emailKey(slug));
  } catch {
    return null;
  }
};

/**
 * /fund/shared/:slug: a share link as its visitor meets it. Each gate of the link's access policy has its page
 * (e-mail, sign-in, magic link sent, password, NDA), then the sections the link opens; a link that stops the
 * visitor (switched off, expired, address not admitted) offers to request access. A mailed magic link
 * (?magic=…) shows a "Continue" button: only that POST uses the one-time link, so mail scanners spend nothing.
 */
export function SharedProfilePage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const magic = params.get('magic');
  const [state, setState] = useState<VisitorLinkState | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useDocumentTitle(state ? `${state.link.profile.name}: shared profile` : 'Shared profile');

  const apply = useCallback(
    (next: VisitorLinkState) => {
      writeToken(slug, next.token);
      rememberEmail(slug, next.email);
      setState(next);
      setError(null);
    },
    [slug],
  );

  /** Opens (or re-opens) the link with the stored token: the server keeps a live token or starts a new one. */
  const reopen = useCallback(async () => {
    try {
      apply(await openShareLink(slug, readToken(slug)));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : null);
    }
  }, [apply, slug]);

  useEffect(() => {
    if (!magic) void reopen();
  }, [magic, reopen]);

  if (magic) {
    return (
      <Frame title="Open the shared profile">
        <MagicContinue
          onContinue={async () => {
            const next = await consumeShareLinkMagic({ token: magic });
            apply(next);
            setParams({}, { replace: true });
          }}
        />
      </Frame>
    );
  }
  if (error) {
    return (
      <Frame title="Shared profile">
        <ErrorPanel
          title={error.status === 404 ? 'This link does not exist' : 'The link could not be opened'}
          message={error.status === 404 ? 'Check that you copied the whole link, or ask the sender for it again.' : error.message}
          onRetry={error.status === 404 ? undefined : () => void reopen()}
        />
      </Frame>
    );
  }
  if (!state) return <LoadingState label="Opening the link…" />;
  // The fund's name (and logo), never the link's: that is the fund's internal label, and the server does not send it.
  const title = state.link.profile.name;
  const logo = state.link.profile.logo;
  const { access } = state;
  if (access.state === 'granted' && state.token) {
    return <GrantedView token={state.token} fund={{ name: title, logo }} email={state.email} onEnded={() => void reopen()} />;
  }
  if (access.state === 'denied') {
    const text = denialTexts[access.reason];
    return (
      <Frame title={title} logo={logo} subtitle="Shared profile">
        <SectionCard title={text.title} subtitle={text.description}>
          <Typography sx={{ mb: 2 }}>You can ask {title} for access. They will answer by e-mail.</Typography>
          <RequestAccessForm slug={slug} email={state.email ?? rememberedEmail(slug)} reason={access.reason} />
        </SectionCard>
      </Frame>
    );
  }
  return (
    <Frame title={title} logo={logo} subtitle="Shared profile">
      <GateStep slug={slug} state={state} onState={apply} onStale={() => void reopen()} />
    </Frame>
  );
}

function Frame({ title, subtitle, logo, children }: { title: string; subtitle?: string; logo?: string | null; children: React.ReactNode }) {
  return (
    <PageContainer>
      <PageHeader
        title={
          logo ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} component="span">
              <Avatar src={logo} alt="" variant="rounded" sx={{ width: 40, height: 40 }} />
              <span>{title}</span>
            </Stack>
          ) : (
            title
          )
        }
        subtitle={subtitle}
      />
      <Box sx={{ maxWidth: 900 }}>{children}</Box>
    </PageContainer>
  );
}

function MagicContinue({ onContinue }: { onContinue: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <SectionCard title="Continue to the shared profile" subtitle="This one-time link proves your e-mail address.">
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failed}
        </Alert>
      )}
      <Button
        variant="contained"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onContinue();
          } catch (caught) {
            setFailed(caught instanceof ApiError ? caught.message : shareLinkMessages.magicLinkInvalid);
          } finally {
            setBusy(false);
          }
        }}
      >
        Continue
      </Button>
    </SectionCard>
  );
}

const sharedWithYou = 'Shared with you through a Fundnet share link';

/**
 * Past the gates: the fund's page as the link shares it, under the fund's own header (ScopedProfileView). Until it
 * loads, the gates' frame (the fund's name and logo, known from the link) holds the place.
 */
function GrantedView({
  token,
  fund,
  email,
  onEnded,
}: {
  token: string;
  fund: { name: string; logo?: string | null };
  /** The address the link holds for the visitor (prefills "I'm interested"). */
  email: string | null;
  onEnded: () => void;
}) {
  const forgetSharedProfile = useForgetSharedProfile();
  const profile = useSharedProfile(token, { refetchOnWindowFocus: true });
  // The profile's long render runs in slices once it arrives (a deferred value renders in a transition; react-query's
  // updates render at once): issue 33, ADR 0088. Until then the loading state stays.
  const shown = useDeferredValue(profile.data);
  const ended = profile.error && (profile.error.status === 401 || profile.error.status === 403);
  useEffect(() => {
    if (ended) {
      forgetSharedProfile();
      onEnded();
    }
  }, [ended, onEnded, forgetSharedProfile]);
  if (profile.isPending || ended || profile.isError || !shown) {
    return (
      <Frame title={fund.name} logo={fund.logo} subtitle={sharedWithYou}>
        {profile.isError && !ended ? (
          <ErrorPanel title="The profile could not be loaded" message={profile.error.message} onRetry={() => void profile.refetch()} />
        ) : (
          <LoadingState label="Loading the profile…" />
        )}
      </Frame>
    );
  }
  return (
    <PageContainer>
      <ScopedProfileView
        profile={shown}
        visitorToken={token}
        context={sharedWithYou}
        actions={<ExpressInterest token={token} fundName={fund.name} email={email} preview={shown.preview} />}
        onHeartbeat={(section, seconds) => {
          sendShareLinkHeartbeat(token, section, seconds).catch((caught: unknown) => {
            // The link ended while the page was open (switched off, changed): show where the visitor stands now.
            if (caught instanceof ApiError && (caught.status === 401 || caught.status === 403)) onEnded();
          });
        }}
      />
    </PageContainer>
  );
}

const emailForm = v.object({ email: emailSchema });
const passwordForm = v.object({ password: v.pipe(v.string(), v.nonEmpty(shareLinkMessages.passwordRequired)) });
const codeForm = v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, shareLinkMessages.codeInvalid)) });

function GateStep({
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
