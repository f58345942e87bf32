import type { FundFeedback } from '@fundnet/api-client';
import { analysisStageOptions, feedbackCategoryOptions, feedbackRatingSheet } from '@fundnet/validation-schema';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Rating, Stack, Typography } from '@mui/material';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;
const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One feedback with its whole rating sheet. `reader` fund: the author line says "Anonymous LP" when the server sent none. */
export function FeedbackCard({ feedback, reader }: { feedback: FundFeedback; reader: 'fund' | 'author' }) {
  const who =
    reader === 'author'
      ? feedback.fund.name
      : feedback.author
        ? `${feedback.author.profile.name}${feedback.author.firstName ? ` · ${feedback.author.firstName} ${feedback.author.lastName ?? ''}` : ''}`
        : 'Anonymous LP';
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, width: '100%' }}>
          <Typography sx={{ fontWeight: 600 }}>{who}</Typography>
          <Rating value={feedback.generalRating} readOnly size="small" aria-label={`General rating ${feedback.generalRating} of 5`} />
          <Typography color="text.secondary" variant="body2">
            {labelOf(analysisStageOptions, feedback.analysisStage)} · {when(feedback.createdAt)}
          </Typography>
          {reader === 'author' ? (
            <Stack direction="row" spacing={0.5}>
              {feedback.stayAnonymous ? <Chip size="small" label="Anonymous" /> : null}
              <Chip size="small" label={feedback.shareWithFund ? 'Shared with the fund' : 'Not shared'} />
            </Stack>
          ) : feedback.willingToJumpOnCall && feedback.author ? (
            <Chip size="small" color="success" label="Open to a call" />
          ) : null}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          <Typography>{feedback.generalFeedback}</Typography>
          {feedback.author?.email && reader === 'fund' ? (
            <Typography variant="body2" color="text.secondary">
              Contact: {feedback.author.email}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <Stack>
              <Typography variant="subtitle2">Liked</Typography>
              {feedback.likedThings.map((t) => (
                <Typography key={t} variant="body2">
                  • {t}
                </Typography>
              ))}
            </Stack>
            <Stack>
              <Typography variant="subtitle2">Could improve</Typography>
              {feedback.improveThings.map((t) => (
                <Typography key={t} variant="body2">
                  • {t}
                </Typography>
              ))}
            </Stack>
            <Stack>
              <Typography variant="subtitle2">Weak spots</Typography>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {feedback.weakSpots.map((w) => (
                  <Chip key={w} size="small" label={labelOf(feedbackCategoryOptions, w)} />
                ))}
              </Stack>
            </Stack>
          </Box>
          {feedback.otherReasons ? <Typography variant="body2">Other: {feedback.otherReasons}</Typography> : null}
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {feedbackRatingSheet.map((g) => {
              const group = feedback[g.group];
              const rated = g.criteria.filter((c) => group.criteria[c.id]);
              return (
                <Box key={g.group} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="subtitle2">{g.label}</Typography>
                    <Rating value={group.rating} readOnly size="small" aria-label={`${g.label} ${group.rating} of 5`} />
                  </Stack>
                  {group.comment ? (
                    <Typography variant="body2" color="text.secondary">
                      {group.comment}
                    </Typography>
                  ) : null}
                  {rated.map((c) => (
                    <Typography key={c.id} variant="body2">
                      {c.label}: {group.criteria[c.id]?.rating ?? '–'}/5
                      {group.criteria[c.id]?.comment ? ` · ${group.criteria[c.id]?.comment}` : ''}
                    </Typography>
                  ))}
                </Box>
              );
            })}
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
