import { useSession } from '@fundnet/api-client';
import { PageHeader, SectionCard } from '@fundnet/design-system';
import { PageFrame } from '../../shared/page-frame';
import { SignInPrompt } from '../../shared/sign-in-prompt';
import { UpcomingSection } from '../../shared/upcoming-section';
import { useDocumentTitle } from '../../shared/use-document-title';

const title = 'Get introduced';
const subtitle = 'Ask for a warm introduction between an investor, a fund and a service provider.';

/** /getIntroduce: introduction requests (to come). */
export function GetIntroducePage() {
  const { isAuthenticated } = useSession();
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} subtitle={subtitle} what="your introductions" />;
  return (
    <PageFrame>
      <PageHeader title={title} subtitle={subtitle} />
      <SectionCard>
        <UpcomingSection description="Here you will request introductions to the funds, investors and service providers you discover, see who asked to be introduced to you, and follow each request until it is answered." />
      </SectionCard>
    </PageFrame>
  );
}
