import { type ProfileType, useSession } from '@fundnet/api-client';
import { LinkButton, PageContainer, PageHeader, SectionCard, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import { profileTypeLabels, profileTypePaths } from '../../shared/profile-labels';
import { fundSectionAnchors, profileSectionsByType } from '../../shared/profile-sections';
import { UpcomingSection } from '../../shared/upcoming-section';

/** /fund/edit, /investor/edit, /serviceProvider/edit: editing the active profile's sections (to come). */
export function EditProfilePage({ type }: { type: ProfileType }) {
  const { isAuthenticated } = useSession();
  const label = profileTypeLabels[type].toLowerCase();
  const title = `Edit ${label} profile`;
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} what={`your ${label} profile`} />;

  const sections = type === 'fund' ? fundSectionAnchors.map((section) => section.label) : profileSectionsByType[type];
  return (
    <PageContainer>
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
    </PageContainer>
  );
}
