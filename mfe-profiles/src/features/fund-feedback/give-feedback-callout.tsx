import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { useSession } from '@fundnet/api-client';
import { LinkButton } from '@fundnet/design-system';
import { Alert } from '@mui/material';

/** On a fund's page, an investor is offered to give feedback on it (the rating sheet lives in mfe-commitments, /feedback/give). */
export function GiveFeedbackCallout({ fundId, fundName }: { fundId: string; fundName: string }) {
  const { token, activeProfile } = useSession();
  if (!token || activeProfile?.type !== 'investor') return null;
  return (
    <Alert
      severity="info"
      icon={<RateReviewOutlined />}
      action={
        <LinkButton size="small" to={`/feedback/give?fundId=${fundId}&fundName=${encodeURIComponent(fundName)}`}>
          Give feedback
        </LinkButton>
      }
    >
      Tell {fundName} what you think, openly or anonymously.
    </Alert>
  );
}
