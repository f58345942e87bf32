import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { type Asker, useRoomFaq } from '@fundnet/api-client';
import { targetLabel } from './shared';

/**
 * The room's FAQ (issue 35): the questions the fund published with their answers, for every holder, without the askers.
 * Nothing shows while there are none (or the reader may not read them).
 */
export function RoomFaq({ dataRoomId, asker }: { dataRoomId: string; asker: Asker }) {
  const faq = useRoomFaq(asker, dataRoomId);
  const items = faq.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={`faq-${dataRoomId}`} sx={{ my: 2 }}>
      <Typography id={`faq-${dataRoomId}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        Questions and answers
      </Typography>
      {items.map((entry) => (
        <Accordion key={entry.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-answer-${entry.id}`} id={`faq-question-${entry.id}`}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
              <Typography variant="caption" color="text.secondary">
                {targetLabel(entry)}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`faq-answer-${entry.id}`}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
