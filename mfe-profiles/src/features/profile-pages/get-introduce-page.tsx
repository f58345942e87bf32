import { useSession } from '@fundnet/api-client';
import { PageContainer, PageHeader, SectionCard, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import { UpcomingSection } from '../../shared/upcoming-section';

const title = 'Get introduced';
const subtitle = 'Ask for a warm introduction between an investor, a fund and a service provider.';

/** /getIntroduce: introduction requests (to come). */
export function GetIntroducePage() {
  const { isAuthenticated } = useSession();
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} subtitle={subtitle} what="your introductions" />;
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      <SectionCard>
        <UpcomingSection description="Here you will request introductions to the funds, investors and service providers you discover, see who asked to be introduced to you, and follow each request until it is answered." />
      </SectionCard>
    </PageContainer>
  );
}
