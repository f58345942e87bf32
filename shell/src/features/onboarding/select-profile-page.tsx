import { type ProfileSummary, useMyProfiles, useProfileSwitch, useSession } from '@fundnet/api-client';
import { profileMemberRoleLabels, profileStatusLabels } from '@fundnet/validation-schema';
import {
  EmptyState,
  ErrorPanel,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  SignInPrompt,
  useDocumentTitle,
} from '@fundnet/design-system';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '../../session';
import { joinPath } from './onboarding-paths';
import { profileTypeInfo, profileTypeOrder } from './profile-types';

function ProfileChooser({ returnTo }: { returnTo: string | null }) {
  const navigate = useNavigate();
  const { activeProfile } = useSession();
  const mine = useMyProfiles();
  const switchProfile = useProfileSwitch();

  if (mine.isPending) return <LoadingState label="Loading your profiles…" />;
  if (mine.isError) {
    return <ErrorPanel title="Your profiles could not be loaded" message={mine.error.message} onRetry={() => void mine.refetch()} />;
  }
  if (mine.data.length === 0) {
    return (
      <EmptyState
        title="You do not have a profile yet"
        description="Create a fund, investor or service provider profile to start using Fundnet."
        action={
          <Button variant="contained" component={RouterLink} to="/join">
            Create a profile
          </Button>
        }
      />
    );
  }

  const open = (profile: ProfileSummary) => {
    // Back to the page that sent the user here (signed in from it, or a Follow needing a profile), else its home.
    const home = returnTo ?? profileTypeInfo[profile.type].home;
    if (activeProfile?.id === profile.id) {
      navigate(home);
      return;
    }
    switchProfile.mutate({ profileId: profile.id, profileType: profile.type }, { onSuccess: () => navigate(home) });
  };

  return (
    <>
      {switchProfile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {switchProfile.error.message}
        </Alert>
      )}
      {profileTypeOrder.map((type) => {
        const profiles = mine.data.filter((profile) => profile.type === type);
        if (profiles.length === 0) return null;
        const info = profileTypeInfo[type];
        return (
          <SectionCard
            key={type}
            title={info.label}
            subtitle={`${profiles.length} ${profiles.length === 1 ? 'profile' : 'profiles'}`}
            disablePadding
          >
            <List disablePadding aria-label={info.label}>
              {profiles.map((profile) => {
                const active = activeProfile?.id === profile.id;
                const pending = switchProfile.isPending && switchProfile.variables?.profileId === profile.id;
                return (
                  <ListItem key={profile.id} divider sx={{ px: 2.5, py: 1.5, gap: 2, flexWrap: 'wrap' }}>
                    <ListItemText
                      sx={{ minWidth: 200 }}
                      primary={profile.name}
                      secondary={
                        <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                          <Chip component="span" size="small" label={profileStatusLabels[profile.status]} />
                          <Chip
                            component="span"
                            size="small"
                            variant="outlined"
                            label={`Your role: ${profileMemberRoleLabels[profile.role]}`}
                          />
                          {active && <Chip component="span" size="small" color="primary" label="Active" />}
                        </Stack>
                      }
                    />
                    <Button
                      variant={active ? 'contained' : 'outlined'}
                      loading={pending}
                      disabled={switchProfile.isPending && !pending}
                      onClick={() => open(profile)}
                      aria-label={`${active ? 'Open' : 'Switch to'} ${profile.name}`}
                    >
                      {active ? 'Open' : 'Switch to this profile'}
                    </Button>
                  </ListItem>
                );
              })}
            </List>
          </SectionCard>
        );
      })}
    </>
  );
}

/**
 * /selectProfile: the user's profiles grouped by type; choosing one makes it the active profile
 * (auth/profile-switch + session store) and opens its page, or the page named by `returnTo` (a page the user signed in
 * from). Links to create another profile.
 */
export function SelectProfilePage() {
  useDocumentTitle('Select a profile', { restoreOnUnmount: true });
  const { isAuthenticated } = useSession();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  if (!isAuthenticated) return <SignInPrompt title="Select a profile" what="your profiles" />;
  return (
    <PageContainer maxWidth="md">
      <PageHeader
        title="Select a profile"
        subtitle="Everything you do on Fundnet acts as the active profile. Choose the one to work with now."
        actions={
          <Button variant="outlined" startIcon={<AddOutlined />} component={RouterLink} to={joinPath('selectProfileType')}>
            Create another profile
          </Button>
        }
      />
      <ProfileChooser returnTo={returnTo} />
    </PageContainer>
  );
}
