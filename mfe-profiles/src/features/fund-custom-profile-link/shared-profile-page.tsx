import {
  ApiError,
  consumeShareLinkMagic,
  openedShareLinkKey,
  openShareLink,
  publicCallToActionQueryOptions,
  sendShareLinkHeartbeat,
  useForgetSharedProfile,
  useSharedProfile,
  type VisitorLinkState,
} from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { ErrorPanel, LoadingState, PageContainer, PageHeader, ProfileAvatar, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { shareLinkMessages } from '@fundnet/validation-schema';
import { ExpressInterest } from './express-interest';
import { ScopedProfileView } from './scoped-profile-view';
import { denialTexts } from './share-link-options';
import { readVisitorToken, rememberEmail, rememberedEmail, writeVisitorToken } from './visitor-token';

// The gates' forms and the access request load only for a visitor who meets them: a visitor who passed the gates (the
// page most visits are) loads the profile's view without a form library or the forms' rules (ADR 0089).
const GateStep = lazyPage(() => import('./gate-step'), 'GateStep');
const RequestAccessForm = lazyPage(() => import('../fund-request-access'), 'RequestAccessForm');

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
  const queryClient = useQueryClient();
  // The link's state as last opened in this tab: a page the API rendered past the gates carries it (ADR 0106), so the
  // first render draws what the server drew; the link is opened again below all the same, and its answer replaces it.
  const [state, setState] = useState<VisitorLinkState | null>(() =>
    magic ? null : (queryClient.getQueryData<VisitorLinkState>(openedShareLinkKey(slug)) ?? null),
  );
  const [error, setError] = useState<ApiError | null>(null);
  useDocumentTitle(state ? `${state.link.profile.name}: shared profile` : 'Shared profile');

  const apply = useCallback(
    (next: VisitorLinkState) => {
      writeVisitorToken(slug, next.token);
      rememberEmail(slug, next.email);
      queryClient.setQueryData(openedShareLinkKey(slug), next);
      setState(next);
      setError(null);
    },
    [queryClient, slug],
  );

  /** Opens (or re-opens) the link with the stored token: the server keeps a live token or starts a new one. */
  const reopen = useCallback(async () => {
    try {
      apply(await openShareLink(slug, readVisitorToken(slug)));
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
    return (
      <GrantedView
        token={state.token}
        fund={{ id: state.link.profile.id, name: title, logo }}
        email={state.email}
        onEnded={() => void reopen()}
      />
    );
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
              <ProfileAvatar name={title} src={logo} size={40} />
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
  fund: { id: string; name: string; logo?: string | null };
  /** The address the link holds for the visitor (prefills "I'm interested"). */
  email: string | null;
  onEnded: () => void;
}) {
  const forgetSharedProfile = useForgetSharedProfile();
  const profile = useSharedProfile(token, { refetchOnWindowFocus: true });
  // The fund's own button (above the sections) is read beside the profile, not after it: arriving later, it pushed the
  // sections down.
  usePrefetchQuery(publicCallToActionQueryOptions(fund.id));
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
