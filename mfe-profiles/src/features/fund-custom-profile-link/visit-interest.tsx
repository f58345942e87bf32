import type { ShareLinkInterest } from '@fundnet/api-client';
import { Box, Typography } from '@mui/material';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** The words a visitor's "I'm interested" reads as in the fund's visits list (issue 34.1). */
export function interestText(interest: ShareLinkInterest): string {
  return interest.message ? `Interested — ${interest.message}` : 'Interested (no message)';
}

/** Under a visitor in the visits list: what they sent, who to answer and when. */
export function VisitInterest({ interest }: { interest: ShareLinkInterest }) {
  return (
    <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
        {interestText(interest)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {interest.name} · <a href={`mailto:${interest.email}`}>{interest.email}</a> · {day(interest.updatedAt)}
      </Typography>
    </Box>
  );
}
