import { WithActiveProfile } from '../../shared/with-active-profile';
import { type ActiveProfile, useMe, useProfile, useProfileMembers } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { Alert } from '@mui/material';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';
import { canManageTeam, teamActionsHint } from './team-permissions';

/** /settings/team: the members of the active profile, its open invitations, and the invite form. */
export function TeamSection() {
  return <WithActiveProfile purpose="whose team you want to manage">{(profile) => <Team profile={profile} />}</WithActiveProfile>;
}

function Team({ profile }: { profile: ActiveProfile }) {
  const team = useProfileMembers(profile);
  const detail = useProfile(profile);
  const me = useMe();
  const myRole = detail.data?.role;
  const canManage = canManageTeam(myRole);

  // The caller's role (from the profile) decides which actions show: wait for it too.
  if (team.isPending || detail.isPending) return <LoadingState />;
  if (team.isError) {
    return <ErrorPanel title="The team could not be loaded" message={team.error.message} onRetry={() => void team.refetch()} />;
  }
  return (
    <>
      {!canManage && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {teamActionsHint(myRole)}
        </Alert>
      )}
      <SectionCard title="Members" subtitle={`${team.data.members.length} ${team.data.members.length === 1 ? 'person' : 'people'}`}>
        <MembersList profile={profile} members={team.data.members} myRole={myRole} myUserId={me.data?.user.id} />
      </SectionCard>
      <SectionCard title="Pending invitations">
        <InvitationsList profile={profile} invitations={team.data.invitations} canManage={canManage} />
      </SectionCard>
      {myRole && canManage && (
        <SectionCard title="Invite people" subtitle="They receive an e-mail with a link that stays valid for 7 days.">
          <InviteForm profile={profile} myRole={myRole} />
        </SectionCard>
      )}
    </>
  );
}
