import { useSession } from '@fundnet/api-client';
import { PageContainer, PageHeader, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import { Stack } from '@mui/material';
import { IntroductionsSection } from './introductions-section';

const title = 'Get introduced';
const subtitle =
  'Ask for a warm introduction between an investor, a fund and a service provider. The other side decides privately; only when they accept do you both receive each other’s contact.';

/** /getIntroduce: request an introduction (?fundId=, ?investorId=, ?providerId=) and follow the ones sent and received. */
export function GetIntroducePage() {
  const { isAuthenticated } = useSession();
  useDocumentTitle(title);
  if (!isAuthenticated) return <SignInPrompt title={title} subtitle={subtitle} what="your introductions" />;
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      <Stack spacing={3}>
        <IntroductionsSection />
      </Stack>
    </PageContainer>
  );
}
