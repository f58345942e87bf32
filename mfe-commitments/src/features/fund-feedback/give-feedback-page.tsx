import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { useGiveFundFeedback, useSession } from '@fundnet/api-client';
import {
  AreaEmptyPage,
  LinkButton,
  PageContainer,
  PageHeader,
  SectionCard,
  UnsavedChangesGuard,
  useDocumentTitle,
  useNotify,
} from '@fundnet/design-system';
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PickedProfile, ProfilePicker } from '../fund-feedback-requests';
import { RatingSheetForm } from './rating-sheet-form';

/**
 * /feedback/give[?fundId=&fundName=&requestId=]: an investor gives feedback on a fund with the full rating sheet. From a
 * feedback request the fund is set and the answer marks the request Responded; otherwise the investor picks the fund.
 */
export function GiveFeedbackPage() {
  const { token, activeProfile } = useSession();
  const [params] = useSearchParams();
  useDocumentTitle('Give feedback');
  const requestId = params.get('requestId');
  const [fund, setFund] = useState<PickedProfile | null>(() => {
    const id = params.get('fundId');
    return id ? { id, name: params.get('fundName') ?? 'this fund' } : null;
  });
  if (!token || activeProfile?.type !== 'investor') {
    return (
      <AreaEmptyPage
        title="Give feedback"
        subtitle="Investors rate funds with a six-part rating sheet."
        icon={<RateReviewOutlined />}
        emptyTitle={token ? 'Act as an investor' : 'Sign in to give feedback'}
        emptyDescription="Feedback on a fund is given by an investor profile: switch to yours."
        needsSignIn={!token}
      />
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title={fund ? `Feedback on ${fund.name}` : 'Give feedback on a fund'}
        subtitle="Rate the fund on the six groups of the rating sheet. You decide whether the fund sees it, and whether it sees your name."
      />
      <Stack spacing={3}>
        {requestId ? <Alert severity="info">You are answering {fund?.name ?? 'the fund'}’s feedback request.</Alert> : null}
        {!requestId ? (
          <SectionCard title="Fund">
            <ProfilePicker kind="fund" viewer={activeProfile} label="Fund" value={fund} onChange={setFund} />
          </SectionCard>
        ) : null}
        {fund ? <GiveFeedbackForm investor={activeProfile} fund={fund} requestId={requestId} /> : null}
      </Stack>
    </PageContainer>
  );
}

function GiveFeedbackForm({
  investor,
  fund,
  requestId,
}: {
  investor: { id: string; type: 'investor' | 'fund' | 'serviceProvider' };
  fund: PickedProfile;
  requestId: string | null;
}) {
  const give = useGiveFundFeedback(investor);
  const notify = useNotify();
  const navigate = useNavigate();
  // A rating sheet half filled in is not lost by Cancel, a link or Back: leaving asks first.
  return (
    <UnsavedChangesGuard>
      <RatingSheetForm
        actions={
          <LinkButton to="/feedback" variant="text">
            Cancel
          </LinkButton>
        }
        onSubmit={async (values) => {
          await give.mutateAsync({ ...values, fundId: fund.id, requestId } as never);
          notify.success(`Your feedback on ${fund.name} was sent.`);
          navigate('/feedback');
        }}
      />
    </UnsavedChangesGuard>
  );
}
