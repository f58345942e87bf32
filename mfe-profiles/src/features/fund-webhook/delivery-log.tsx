import { type ActiveProfile, useFundWebhookDeliveries, useReplayFundWebhookDelivery } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, useNotify, visuallyHidden } from '@fundnet/design-system';
import { FUND_WEBHOOK_MAX_ATTEMPTS, type FundWebhookDelivery, fundWebhookEventLabels } from '@fundnet/validation-schema';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';

const PAGE = 20;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '—');
const statusChip: Record<FundWebhookDelivery['status'], { label: string; color: 'success' | 'error' | 'default' }> = {
  succeeded: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  pending: { label: 'Waiting', color: 'default' },
};

/** One endpoint's delivery log: every attempt, newest first, with the receiver's answer and a replay. */
export function DeliveryLog({ profile, endpointId }: { profile: ActiveProfile; endpointId: string }) {
  const [skip, setSkip] = useState(0);
  const deliveries = useFundWebhookDeliveries(profile, endpointId, { skip, take: PAGE });
  const replay = useReplayFundWebhookDelivery(profile);
  const notify = useNotify();
  if (deliveries.isPending) return <LoadingState label="Loading the delivery log…" />;
  if (deliveries.isError) {
    return (
      <ErrorPanel
        title="The delivery log could not be loaded"
        message={deliveries.error.message}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  const { items, total } = deliveries.data;
  if (total === 0) return <EmptyState compact title="Nothing sent yet" description="Deliveries appear here as events happen." />;
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label="Delivery log">
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              <TableCell>Attempt</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Answer</TableCell>
              <TableCell>Sent</TableCell>
              <TableCell>Next retry</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>
                  <Typography variant="body2">{fundWebhookEventLabels[delivery.eventType]}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {delivery.eventId}
                  </Typography>
                </TableCell>
                <TableCell>
                  {delivery.attempt} of {FUND_WEBHOOK_MAX_ATTEMPTS}
                  {delivery.replay ? ' (replay)' : ''}
                </TableCell>
                <TableCell>
                  <Chip size="small" {...statusChip[delivery.status]} />
                </TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Typography variant="body2">
                    {delivery.statusCode !== null ? `HTTP ${delivery.statusCode}` : (delivery.error ?? '—')}
                    {delivery.durationMs !== null ? ` · ${delivery.durationMs} ms` : ''}
                  </Typography>
                  {delivery.responseSnippet && (
                    <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {delivery.responseSnippet.slice(0, 120)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{when(delivery.attemptedAt)}</TableCell>
                <TableCell>{when(delivery.nextRetryAt)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={replay.isPending}
                    aria-label={`Replay ${fundWebhookEventLabels[delivery.eventType]} (attempt ${delivery.attempt})`}
                    onClick={async () => {
                      try {
                        await replay.mutateAsync({ endpointId, deliveryId: delivery.id });
                        notify.success('The event is queued to be sent again, with the same id.');
                      } catch (error) {
                        notify.apiError(error);
                      }
                    }}
                  >
                    Replay
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {skip + 1}–{skip + items.length} of {total}
        </Typography>
        <Button size="small" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE))}>
          Newer
        </Button>
        <Button size="small" disabled={skip + PAGE >= total} onClick={() => setSkip(skip + PAGE)}>
          Older
        </Button>
      </Stack>
    </Box>
  );
}
