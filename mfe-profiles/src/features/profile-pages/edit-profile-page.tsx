import { type ProfileType, useSession } from '@fundnet/api-client';
import { PageHeader, SectionCard } from '@fundnet/design-system';
import { LinkButton } from '../../shared/link-button';
import { PageFrame } from '../../shared/page-frame';
import { profileTypeLabels, profileTypePaths } from '../../shared/profile-labels';
import { fundSectionAnchors, profileSectionsByType } from '../../shared/profile-sections';
import { SignInPrompt } from '../../shared/sign-in-prompt';
import { UpcomingSection } from '../../shared/upcoming-section';
import { useDocumentTitle } from '../../shared/use-document-title';

/** /fund/edit, /investor/edit, /serviceProvider/edit: editing the active profile's sections (to come). */
export function EditProfilePage({ type }: { type: ProfileType }) {
  const { isAuthenticated } = useSession();
  const label = profileTypeLabels[type].toLowerCase();
  const title = `Edit ${label} profile`;
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} what={`your ${label} profile`} />;

  const sections = type === 'fund' ? fundSectionAnchors.map((section) => section.label) : profileSectionsByType[type];
  return (
    <PageFrame>
      <PageHeader title={title} subtitle={`Everything people see on your ${label} profile, section by section.`} />
      <SectionCard>
        <UpcomingSection
          description={`Here you will edit each section of your ${label} profile (${sections.join(', ').toLowerCase()}), mark fields as not applicable or hidden, and submit the profile for approval.`}
          action={
            <LinkButton to={profileTypePaths[type]} variant="outlined">
              Back to your profile
            </LinkButton>
          }
        />
      </SectionCard>
    </PageFrame>
  );
}
