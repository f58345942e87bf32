import { SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { UpcomingSection } from '../../shared/upcoming-section';

/** /userSettings/details/manageEmails: secondary e-mail addresses (to come). */
export function ManageEmailsTab() {
  useDocumentTitle('Manage e-mails');
  return (
    <SectionCard title="Manage e-mails">
      <UpcomingSection description="Here you will add secondary e-mail addresses, verify them, make one your primary address and remove the ones you no longer use." />
    </SectionCard>
  );
}
