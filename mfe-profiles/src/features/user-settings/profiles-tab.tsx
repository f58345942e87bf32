import { useMyProfiles, useSession } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LinkButton, LoadingState, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { ProfileList } from '../../shared/profile-list';

/** /userSettings/profiles: every profile the user belongs to, from GET api/profiles/mine. */
export function ProfilesTab() {
  useDocumentTitle('Your profiles');
  const { activeProfile } = useSession();
  const profiles = useMyProfiles();
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
  if (!profiles.data) return <LoadingState label="Loading your profiles…" />;
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
  return (
    <SectionCard
      title="Your profiles"
      subtitle="The profiles you are a member of, with your role on each."
      footer={
        <>
          {create}
          <LinkButton to="/selectProfile">Switch profile</LinkButton>
        </>
      }
    >
      <ProfileList profiles={profiles.data} label="Your profiles" activeId={activeProfile?.id} />
    </SectionCard>
  );
}
