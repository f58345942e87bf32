import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { useSession } from '@fundnet/api-client';
import { AreaEmptyPage, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { Stack } from '@mui/material';
import { ReceivedRequests, SentRequests } from '../fund-feedback-requests';
import { GivenFeedback } from './given-feedback';
import { ReceivedFeedback } from './received-feedback';

const subtitle =
  'Funds learn what investors think with a six-part rating sheet; investors give feedback, openly or anonymously, and answer the requests funds send them.';

/** /feedback: the Feedback section of profile management, for a fund (received, requests sent) or an investor (requests, given). */
export function FeedbackPage() {
  const { token, activeProfile } = useSession();
  useDocumentTitle('Feedback');
  if (!token || !activeProfile || (activeProfile.type !== 'fund' && activeProfile.type !== 'investor')) {
    return (
      <AreaEmptyPage
        title="Feedback"
        subtitle={subtitle}
        icon={<RateReviewOutlined />}
        emptyTitle={token ? 'Act as a fund or an investor' : 'Sign in to see your feedback'}
        emptyDescription="Feedback is exchanged between funds and investors: switch to a fund or investor profile to see it."
        needsSignIn={!token}
      />
    );
  }
  return (
    <PageContainer>
      <PageHeader title="Feedback" subtitle={subtitle} />
      <Stack spacing={3}>
        {activeProfile.type === 'fund' ? (
          <>
            <ReceivedFeedback profile={activeProfile} />
            <SentRequests profile={activeProfile} />
          </>
        ) : (
          <>
            <ReceivedRequests profile={activeProfile} />
            <GivenFeedback profile={activeProfile} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
