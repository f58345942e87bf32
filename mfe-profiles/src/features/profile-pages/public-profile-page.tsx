import type { ProfileType } from '@fundnet/api-client';
import { LinkButton, PageContainer, PageHeader, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { useParams } from 'react-router-dom';
import { profileTypeLabels } from '../../shared/profile-labels';
import { UpcomingSection } from '../../shared/upcoming-section';

const discoveryPaths: Record<ProfileType, string> = {
  fund: '/fund/discovery',
  investor: '/investor/discovery',
  serviceProvider: '/serviceProvider/discovery',
};

/** /fund/:slug (and the other kinds): a profile as its visitors see it (to come). */
export function PublicProfilePage({ type }: { type: ProfileType }) {
  const { slug = '' } = useParams();
  const label = profileTypeLabels[type];
  const title = `${label} profile`;
  useDocumentTitle(title);
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={`The public page at ${slug}.`} />
      <SectionCard>
        <UpcomingSection
          description={`This address will show the ${label.toLowerCase()} profile as visitors see it: its overview and public sections, with the sections gated by an NDA, a password or an e-mail unlocked on request. Signed-in visitors will be able to follow it, favourite it and ask for an introduction.`}
          action={<LinkButton to={discoveryPaths[type]}>Go to discovery</LinkButton>}
        />
      </SectionCard>
    </PageContainer>
  );
}
