import { EmptyState, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import ShareOutlined from '@mui/icons-material/ShareOutlined';

/**
 * /userSettings/sharedProfiles: profiles shared with the user through share links. The list comes
 * with share links (a later issue); until then there is nothing to show, and nothing is made up.
 */
export function SharedProfilesTab() {
  useDocumentTitle('Shared profiles');
  return (
    <SectionCard title="Shared profiles">
      <EmptyState
        icon={<ShareOutlined />}
        title="No profile has been shared with you yet"
        description="When a fund, an investor or a service provider shares their profile with you by link, it will be listed here so you can open it again without the link. Shared profiles arrive with share links."
      />
    </SectionCard>
  );
}
