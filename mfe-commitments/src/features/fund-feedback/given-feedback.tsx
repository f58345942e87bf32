import { type ActiveProfile, useDeleteFundFeedback, useGivenFundFeedback } from '@fundnet/api-client';
import { ErrorPanel, LinkButton, LoadingState, SectionCard } from '@fundnet/design-system';
import { Button, Stack, Typography } from '@mui/material';
import { FeedbackCard } from './feedback-card';

/** The investor's own feedback, in full, with a way to withdraw it. */
export function GivenFeedback({ profile }: { profile: ActiveProfile }) {
  const given = useGivenFundFeedback(profile);
  const remove = useDeleteFundFeedback(profile);
  return (
    <SectionCard
      title="Your feedback"
      subtitle="What you told funds. Only you see your name on anonymous feedback."
      actions={
        <LinkButton to="/feedback/give" variant="contained">
          Give feedback on a fund
        </LinkButton>
      }
    >
      {given.isPending ? <LoadingState label="Loading your feedback" /> : null}
      {given.error ? <ErrorPanel message={given.error.message} onRetry={() => given.refetch()} /> : null}
      {given.data?.items.length === 0 ? <Typography color="text.secondary">You have not given feedback yet.</Typography> : null}
      <Stack spacing={1}>
        {given.data?.items.map((f) => (
          <Stack key={f.id} spacing={0.5}>
            <FeedbackCard feedback={f} reader="author" />
            <Button size="small" sx={{ alignSelf: 'flex-end' }} onClick={() => remove.mutate(f.id)} disabled={remove.isPending}>
              Withdraw this feedback
            </Button>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
