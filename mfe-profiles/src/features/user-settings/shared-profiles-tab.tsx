import { SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { UpcomingSection } from '../../shared/upcoming-section';

/** /userSettings/sharedProfiles: profiles shared with the user through share links (to come). */
export function SharedProfilesTab() {
  useDocumentTitle('Shared profiles');
  return (
    <SectionCard title="Shared profiles">
      <UpcomingSection description="Profiles that funds, investors and service providers shared with you through their share links will be listed here, so you can open them again without the link." />
    </SectionCard>
  );
}
