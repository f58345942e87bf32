import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';

/** /followers: who follows the active profile, and whom it follows (the list arrives with the discovery work). */
export function FollowersPage() {
  return (
    <AreaEmptyPage
      title="Followers"
      subtitle="The profiles that follow yours, and the profiles you follow."
      icon={<GroupOutlined />}
      emptyTitle="No followers to show yet"
      emptyDescription="Followers arrive with the discovery work. Profiles that follow your active profile, and the profiles it follows, will be listed here; following a profile brings its news to your feed."
      needsSignIn
      action={<LinkButton to="/fund/discovery">Discover funds</LinkButton>}
    />
  );
}
