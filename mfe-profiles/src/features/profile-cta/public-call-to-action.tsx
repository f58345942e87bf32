import {
  usePublicCallToAction,
  useSession,
  useSubscribeToProfile,
  type ActiveProfile,
  type PublicCallToAction as PublishedButton,
} from '@fundnet/api-client';
import { LinkButton, useNotify, useSignInHref } from '@fundnet/design-system';
import { Box, Button } from '@mui/material';

/**
 * The primary button of a public profile page (GET profile-cta/public/{id}): opens the booking page, the website or
 * an e-mail, or subscribes the visitor's active profile. Renders nothing without a published button (or while it
 * loads, or when it cannot be read: the page works without it).
 */
export function PublicCallToAction({ profileId }: { profileId: string }) {
  const cta = usePublicCallToAction(profileId);
  const button = cta.data?.callToAction;
  if (!button) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {button.action === 'subscribe' ? <SubscribeButton profileId={profileId} button={button} /> : <LinkOut button={button} />}
    </Box>
  );
}

function LinkOut({ button }: { button: PublishedButton }) {
  const external = button.href?.startsWith('http');
  return (
    <Button
      variant="contained"
      size="large"
      href={button.href ?? undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {button.label}
    </Button>
  );
}

function SubscribeButton({ profileId, button }: { profileId: string; button: PublishedButton }) {
  const { isAuthenticated, activeProfile } = useSession();
  const signIn = useSignInHref();
  if (!isAuthenticated) {
    return (
      <LinkButton to={signIn} size="large">
        {button.label}
      </LinkButton>
    );
  }
  if (!activeProfile) {
    return (
      <LinkButton to="/selectProfile" size="large" title="Choose the profile that subscribes">
        {button.label}
      </LinkButton>
    );
  }
  return <Subscribe profileId={profileId} label={button.label} as={activeProfile} />;
}

function Subscribe({ profileId, label, as }: { profileId: string; label: string; as: ActiveProfile }) {
  const notify = useNotify();
  const subscribe = useSubscribeToProfile(as, {
    onSuccess: () => notify.success('Subscribed: you will find this profile’s updates in your feed.'),
    onError: (error) => notify.apiError(error),
  });
  const own = as.id === profileId;
  return (
    <Button
      variant="contained"
      size="large"
      loading={subscribe.isPending}
      disabled={own || subscribe.isSuccess}
      title={own ? 'Visitors subscribe with this button' : undefined}
      onClick={() => subscribe.mutate({ profileId })}
    >
      {subscribe.isSuccess ? 'Subscribed' : label}
    </Button>
  );
}
