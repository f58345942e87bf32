import { useCalendarFeed, useResetCalendarFeed } from '@fundnet/api-client';
import { SectionCard, useNotify } from '@fundnet/design-system';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';

/** The signed-in user's iCal feed of bookmarked events: a secret address to subscribe to, and a reset. */
export function CalendarFeedCard() {
  const notify = useNotify();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const url = feed.data?.url ?? '';
  return (
    <Box sx={{ mt: 3 }}>
      <SectionCard title="Calendar feed">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Subscribe to this address in your calendar app to see the events you bookmark. Keep it private: anyone with it can read your
          bookmarked events. Reset it to make the old address stop working.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label="Your iCal feed address"
            value={url}
            fullWidth
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
          <Button
            variant="outlined"
            disabled={!url}
            onClick={async () => {
              await navigator.clipboard?.writeText(url);
              notify.success('Feed address copied');
            }}
          >
            Copy
          </Button>
          <Button
            color="warning"
            onClick={async () => {
              await reset.mutateAsync(undefined);
              notify.success('A new feed address was made; the old one no longer works.');
            }}
          >
            Reset
          </Button>
        </Stack>
      </SectionCard>
    </Box>
  );
}
