import { type ActiveProfile, type ProfileType, useMyProfiles, useProfile, useSession } from '@fundnet/api-client';
import { profileTypeLabels, profileTypePaths } from '@fundnet/validation-schema';
import {
  EmptyState,
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  SignInPrompt,
  useDocumentTitle,
} from '@fundnet/design-system';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { aProfileOfType } from '../../shared/profile-labels';
import { ProfileList } from '../../shared/profile-list';
import { ActiveProfileDetails } from './active-profile-details';

/** Where onboarding lets the user create another profile. */
export const CREATE_PROFILE_PATH = '/join/selectProfileType';
/** Where the shell lets the user pick the profile to act as. */
export const SELECT_PROFILE_PATH = '/selectProfile';

const pageTitleOf = (type: ProfileType) => `${profileTypeLabels[type]} profile`;

export interface ActiveProfilePageProps {
  /** The kind of profile this page shows (/fund, /investor, /serviceProvider). */
  expectedType: ProfileType;
  /**
   * Renders the active profile once it is of the expected kind (e.g. the fund owner view); default:
   * its name, status, team and the sections to come.
   */
  render?: (active: ActiveProfile) => ReactNode;
}

/**
 * /fund, /investor, /serviceProvider: the profile the user acts as (the session's active profile),
 * read from GET api/profiles/{id}. Signed out → sign in; no active profile → pick or create one;
 * an active profile of another kind → explain and offer to switch.
 */
export function ActiveProfilePage({ expectedType, render }: ActiveProfilePageProps) {
  const { isAuthenticated, activeProfile } = useSession();
  if (!isAuthenticated) {
    return <SignInPrompt title={pageTitleOf(expectedType)} what={`your ${profileTypeLabels[expectedType].toLowerCase()} profile`} />;
  }
  if (!activeProfile) return <ChooseProfile expectedType={expectedType} />;
  if (activeProfile.type !== expectedType) return <ProfileTypeMismatch expectedType={expectedType} active={activeProfile} />;
  if (render) return render(activeProfile);
  return <ActiveProfileView expectedType={expectedType} active={activeProfile} />;
}

function ActiveProfileView({ expectedType, active }: { expectedType: ProfileType; active: ActiveProfile }) {
  const profile = useProfile(active);
  useDocumentTitle(profile.data?.name ?? pageTitleOf(expectedType));

  if (profile.data) {
    return (
      <PageContainer>
        <ActiveProfileDetails profile={profile.data} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={pageTitleOf(expectedType)} />
      {profile.isError && !profile.isFetching ? (
        <ErrorPanel title="Your profile could not be loaded" message={profile.error.message} onRetry={() => void profile.refetch()}>
          <Typography variant="body2" sx={{ mt: 1 }}>
            If you are no longer a member of this profile, switch to another one.
          </Typography>
          <LinkButton to={SELECT_PROFILE_PATH} variant="text" sx={{ mt: 1, mr: 1 }}>
            Switch profile
          </LinkButton>
        </ErrorPanel>
      ) : (
        <LoadingState label="Loading your profile…" />
      )}
    </PageContainer>
  );
}

function ProfileTypeMismatch({ expectedType, active }: { expectedType: ProfileType; active: ActiveProfile }) {
  // The active profile's name makes the explanation concrete; the page does not wait for it.
  const { data } = useProfile(active);
  const title = pageTitleOf(expectedType);
  useDocumentTitle(title);
  const activeName = data?.name ?? 'The profile you are acting as';
  return (
    <PageContainer>
      <PageHeader title={title} />
      <EmptyState
        icon={<SwapHorizOutlined />}
        title={`You are acting as ${aProfileOfType(active.type)}`}
        description={`${activeName} is ${aProfileOfType(active.type)}. This page shows ${aProfileOfType(expectedType)}: switch to one of your ${profileTypeLabels[expectedType].toLowerCase()} profiles to see it, or go to the profile you are acting as.`}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <LinkButton to={SELECT_PROFILE_PATH}>Switch profile</LinkButton>
            <LinkButton to={profileTypePaths[active.type]} variant="outlined">
              {data ? `Go to ${data.name}` : `Go to your ${profileTypeLabels[active.type].toLowerCase()} profile`}
            </LinkButton>
          </Stack>
        }
      />
    </PageContainer>
  );
}

function ChooseProfile({ expectedType }: { expectedType: ProfileType }) {
  const profiles = useMyProfiles();
  const title = pageTitleOf(expectedType);
  useDocumentTitle(title);

  const createButton = (
    <LinkButton to={CREATE_PROFILE_PATH} variant={profiles.data?.length ? 'outlined' : 'contained'} startIcon={<PersonAddAltOutlined />}>
      Create a profile
    </LinkButton>
  );

  let content: ReactNode;
  if (profiles.isError && !profiles.isFetching) {
    content = (
      <ErrorPanel title="Your profiles could not be loaded" message={profiles.error.message} onRetry={() => void profiles.refetch()} />
    );
  } else if (!profiles.data) {
    content = <LoadingState label="Loading your profiles…" />;
  } else if (profiles.data.length === 0) {
    content = (
      <EmptyState
        icon={<PersonAddAltOutlined />}
        title="You have no profile yet"
        description="A profile is how you appear on Fundnet: as a fund raising capital, an investor allocating it or a service provider serving both. Create one to get started."
        action={createButton}
      />
    );
  } else {
    content = (
      <SectionCard
        title="Your profiles"
        subtitle="Choose the profile to act as. Pages, data rooms and analytics follow the profile you choose."
        footer={
          <>
            {createButton}
            <LinkButton to={SELECT_PROFILE_PATH}>Choose a profile</LinkButton>
          </>
        }
      >
        <ProfileList profiles={profiles.data} label="Your profiles" />
      </SectionCard>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={title} subtitle={`No profile is active yet. Choose or create ${aProfileOfType(expectedType)} to see it here.`} />
      {content}
    </PageContainer>
  );
}
