import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { useSession } from '@fundnet/api-client';
import { LinkButton } from '@fundnet/design-system';
import { Alert, Stack } from '@mui/material';

/**
 * On a fund's page, an investor is offered to give feedback on it, or to pass on it with a reason. Both screens live in
 * mfe-commitments: the rating sheet at /feedback/give, the pass at /commitmentsAndBook/pass/:fundId (the fund sees
 * the pass and its reason in its book and its pass-reason analytics).
 */
export function GiveFeedbackCallout({ fundId, fundName }: { fundId: string; fundName: string }) {
  const { token, activeProfile } = useSession();
  if (!token || activeProfile?.type !== 'investor') return null;
  return (
    <Alert
      severity="info"
      icon={<RateReviewOutlined />}
      action={
        <Stack direction="row" spacing={1}>
          <LinkButton size="small" to={`/feedback/give?fundId=${fundId}&fundName=${encodeURIComponent(fundName)}`}>
            Give feedback
          </LinkButton>
          <LinkButton size="small" to={`/commitmentsAndBook/pass/${fundId}`}>
            Pass
          </LinkButton>
        </Stack>
      }
    >
      Tell {fundName} what you think, openly or anonymously, or pass on it with a reason.
    </Alert>
  );
}
