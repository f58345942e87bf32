import { type ActiveProfile, useReceivedFundFeedback } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { feedbackRatingSheet } from '@fundnet/validation-schema';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { FeedbackCard } from './feedback-card';

function Average({ label, value }: { label: string; value: number | null }) {
  return (
    <Box role="group" aria-label={`${label} average`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {value === null ? '–' : `${value.toFixed(1)} / 5`}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={value === null ? 0 : (value / 5) * 100} aria-hidden />
    </Box>
  );
}

/** The fund's received feedback: averages per group, then each feedback (anonymous ones without their author). */
export function ReceivedFeedback({ profile }: { profile: ActiveProfile }) {
  const received = useReceivedFundFeedback(profile);
  const a = received.data?.averages;
  return (
    <SectionCard
      title="Feedback received"
      subtitle={a ? `${a.count} feedback shared with you. Anonymous feedback reaches you without its author.` : undefined}
    >
      {received.isPending ? <LoadingState label="Loading feedback" /> : null}
      {received.error ? <ErrorPanel message={received.error.message} onRetry={() => received.refetch()} /> : null}
      {a ? (
        <Box
          aria-label="Averages"
          role="region"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}
        >
          <Average label="General rating" value={a.generalRating} />
          {feedbackRatingSheet.map((g) => (
            <Average key={g.group} label={g.label} value={a[g.group]} />
          ))}
        </Box>
      ) : null}
      {received.data?.items.length === 0 ? (
        <Typography color="text.secondary">No feedback yet. Request it from the investors you met.</Typography>
      ) : null}
      <Stack component="ul" spacing={1} aria-label="Received feedback" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {received.data?.items.map((f) => (
          <li key={f.id}>
            <FeedbackCard feedback={f} reader="fund" />
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
