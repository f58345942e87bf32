import {
  type ActiveProfile,
  onProfileSwitched,
  type ProfileSummary,
  sessionStore,
  toApiError,
  useLeaveProfile,
  useMe,
  useMyProfiles,
  useProfileSwitch,
  useSession,
} from '@fundnet/api-client';
import {
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  LinkButton,
  LoadingState,
  SectionCard,
  useDocumentTitle,
  useNotify,
} from '@fundnet/design-system';
import { profileMemberMessages, profileMemberRoleLabels, profileTypeLabels } from '@fundnet/validation-schema';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { Alert, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ProfileStatusChip } from '../../shared/profile-status-chip';

/** The text of a failed "leave": the last owner's 409 says what to do. */
function leaveErrorMessage(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.kind === 'http' && apiError.status === 409) {
    return apiError.message && apiError.message !== apiError.error ? apiError.message : profileMemberMessages.lastOwner;
  }
  return apiError.message;
}

interface ProfileRowProps {
  profile: ProfileSummary;
  userId: string;
  active: boolean;
}

function ProfileRow({ profile, userId, active }: ProfileRowProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const target: ActiveProfile = { id: profile.id, type: profile.type };

  // As the shell's profile switcher: the server, the session store, then the profile-scoped queries.
  const switchProfile = useProfileSwitch({
    onSuccess: async ({ profile: switched }) => {
      const next: ActiveProfile = { id: switched.id, type: switched.type };
      sessionStore.setActiveProfile(next);
      await onProfileSwitched(queryClient, next);
      notify.success(`You are now acting as ${switched.name} (${profileTypeLabels[switched.type]}).`);
    },
    onError: notify.apiError,
  });
  const leave = useLeaveProfile(target, userId, {
    onSuccess: () => notify.success(`You left ${profile.name}.`),
    onError: (error) => setLeaveError(leaveErrorMessage(error)),
  });

  return (
    <ListItem divider aria-label={profile.name} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={profile.name}
        secondary={
          <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <span>{profileTypeLabels[profile.type]}</span>
            <span aria-hidden>·</span>
            <span>{`Your role: ${profileMemberRoleLabels[profile.role]}`}</span>
            {active && (
              <>
                <span aria-hidden>·</span>
                <strong>Active</strong>
              </>
            )}
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ProfileStatusChip status={profile.status} />
        {!active && (
          <Button
            size="small"
            variant="outlined"
            loading={switchProfile.isPending}
            aria-label={`Switch to ${profile.name}`}
            onClick={() => switchProfile.mutate({ profileId: profile.id, profileType: profile.type })}
          >
            Switch
          </Button>
        )}
        <Button
          size="small"
          color="error"
          loading={leave.isPending}
          aria-label={`Leave ${profile.name}`}
          onClick={() => {
            setLeaveError(null);
            setConfirming(true);
          }}
        >
          Leave
        </Button>
      </Stack>
      {leaveError && (
        <Alert severity="error" sx={{ width: '100%' }} onClose={() => setLeaveError(null)}>
          {leaveError}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Leave ${profile.name}?`}
        confirmLabel="Leave profile"
        confirmColor="error"
        maxWidth="sm"
        fullWidth={false}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          leave.mutate();
        }}
      >
        You will no longer be a member of this profile. A member with the owner or admin role can invite you again.
      </ConfirmDialog>
    </ListItem>
  );
}

/** /userSettings/profiles: every profile the user belongs to (GET api/profiles/mine); switch to one, or leave it. */
export function ProfilesTab() {
  useDocumentTitle('Your profiles');
  const { activeProfile } = useSession();
  const profiles = useMyProfiles();
  const me = useMe();
  const create = (
    <LinkButton to="/join/selectProfileType" variant="outlined" startIcon={<PersonAddAltOutlined />}>
      Create a profile
    </LinkButton>
  );
  if (profiles.isError && !profiles.isFetching) {
    return (
      <ErrorPanel title="Your profiles could not be loaded" message={profiles.error.message} onRetry={() => void profiles.refetch()} />
    );
  }
  if (me.isError && !me.isFetching) {
    return <ErrorPanel title="Your account could not be loaded" message={me.error.message} onRetry={() => void me.refetch()} />;
  }
  if (!profiles.data || !me.data) return <LoadingState label="Loading your profiles…" />;
  if (profiles.data.length === 0) {
    return (
      <EmptyState
        icon={<PersonAddAltOutlined />}
        title="You have no profile yet"
        description="Create a fund, investor or service-provider profile to appear on Fundnet."
        action={create}
      />
    );
  }
  const userId = me.data.user.id;
  return (
    <SectionCard title="Your profiles" subtitle="The profiles you are a member of, with your role on each." footer={create}>
      <List aria-label="Your profiles" disablePadding>
        {profiles.data.map((profile) => (
          <ProfileRow key={profile.id} profile={profile} userId={userId} active={profile.id === activeProfile?.id} />
        ))}
      </List>
    </SectionCard>
  );
}
