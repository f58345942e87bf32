import {
  type ActiveProfile,
  useDeleteFundWebhook,
  useFundWebhooks,
  useRollFundWebhookSecret,
  useUpdateFundWebhook,
} from '@fundnet/api-client';
import { ConfirmDialog, EmptyState, ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import {
  FUND_WEBHOOK_SIGNATURE_HEADER,
  type FundWebhookEndpoint,
  type FundWebhookSecretReply,
  fundWebhookEventLabels,
} from '@fundnet/validation-schema';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { Alert, AlertTitle, Box, Button, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { WithActiveProfile } from '../../shared/with-active-profile';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';

/** /settings/webhooks: the fund's signed webhook endpoints, their secrets and delivery logs (owners and admins). */
export function WebhooksSection() {
  return <WithActiveProfile purpose="whose webhooks you want to manage">{(profile) => <Webhooks profile={profile} />}</WithActiveProfile>;
}

function Webhooks({ profile }: { profile: ActiveProfile }) {
  if (profile.type !== 'fund') {
    return <EmptyState title="Webhooks are for funds" description="Switch to a fund profile to send its activity to your own systems." />;
  }
  return <FundWebhooks profile={profile} />;
}

function FundWebhooks({ profile }: { profile: ActiveProfile }) {
  const endpoints = useFundWebhooks(profile);
  const [shown, setShown] = useState<FundWebhookSecretReply | null>(null);
  if (endpoints.isPending) return <LoadingState label="Loading webhooks…" />;
  if (endpoints.isError) {
    return <ErrorPanel title="Webhooks could not be loaded" message={endpoints.error.message} onRetry={() => void endpoints.refetch()} />;
  }
  return (
    <Stack spacing={2}>
      {shown && <SecretOnce reply={shown} onClose={() => setShown(null)} />}
      <SectionCard
        title="Endpoints"
        subtitle="Each event is sent as a signed POST to every endpoint subscribed to it, and retried for about a day if it fails."
      >
        {endpoints.data.items.length === 0 ? (
          <EmptyState
            icon={<WebhookOutlined />}
            title="No endpoint yet"
            description="Add the https address of your CRM or automation below to receive the fund's activity."
          />
        ) : (
          <Stack spacing={1.5}>
            {endpoints.data.items.map((endpoint) => (
              <EndpointCard key={endpoint.id} profile={profile} endpoint={endpoint} onSecret={setShown} />
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title="Add an endpoint" subtitle="The signing secret is shown once, right after you add it.">
        <EndpointForm profile={profile} onCreated={setShown} />
      </SectionCard>
      <SectionCard title="Verifying a delivery">
        <Typography variant="body2">
          Every delivery carries the header <code>{FUND_WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</code>: v1 is the HMAC-SHA256, with the
          endpoint's secret, of the timestamp, the event id and the raw body joined by dots. The event id stays the same on every retry and
          replay, so store it and ignore a second copy.
        </Typography>
      </SectionCard>
    </Stack>
  );
}

/** The secret, shown once after creating an endpoint or rolling its secret. */
function SecretOnce({ reply, onClose }: { reply: FundWebhookSecretReply; onClose: () => void }) {
  return (
    <Alert severity="warning" onClose={onClose}>
      <AlertTitle>Copy the signing secret of {reply.endpoint.url} now</AlertTitle>
      It is not shown again:{' '}
      <Box component="code" sx={{ wordBreak: 'break-all', userSelect: 'all' }} aria-label="Signing secret">
        {reply.secret}
      </Box>
    </Alert>
  );
}

function EndpointCard({
  profile,
  endpoint,
  onSecret,
}: {
  profile: ActiveProfile;
  endpoint: FundWebhookEndpoint;
  onSecret: (reply: FundWebhookSecretReply) => void;
}) {
  const notify = useNotify();
  const update = useUpdateFundWebhook(profile);
  const roll = useRollFundWebhookSecret(profile);
  const remove = useDeleteFundWebhook(profile);
  const [confirm, setConfirm] = useState<'roll' | 'delete' | null>(null);
  const [showLog, setShowLog] = useState(false);
  const last = endpoint.lastDelivery;
  return (
    <Box component="article" aria-label={`Endpoint ${endpoint.url}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {endpoint.description ? `${endpoint.description} · ` : ''}Secret {endpoint.secretHint}
            {last ? ` · last delivery ${last.status === 'succeeded' ? 'delivered' : last.status === 'failed' ? 'failed' : 'waiting'}` : ''}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {endpoint.events.map((event) => (
              <Chip key={event} size="small" variant="outlined" label={fundWebhookEventLabels[event]} />
            ))}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <FormControlLabel
            label={endpoint.enabled ? 'On' : 'Off'}
            control={
              <Switch
                checked={endpoint.enabled}
                disabled={update.isPending}
                slotProps={{ input: { 'aria-label': `Send events to ${endpoint.url}` } }}
                onChange={(_event, enabled) => update.mutate({ id: endpoint.id, enabled }, { onError: notify.apiError })}
              />
            }
          />
          <Button size="small" onClick={() => setConfirm('roll')}>
            Roll secret
          </Button>
          <Button size="small" color="error" onClick={() => setConfirm('delete')}>
            Remove
          </Button>
        </Stack>
      </Stack>
      <Button size="small" sx={{ mt: 1 }} aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
        {showLog ? 'Hide the delivery log' : 'Show the delivery log'}
      </Button>
      {showLog && <DeliveryLog profile={profile} endpointId={endpoint.id} />}
      <ConfirmDialog
        open={confirm === 'roll'}
        title="Roll the signing secret?"
        confirmLabel="Roll secret"
        pending={roll.isPending}
        error={roll.error?.message ?? null}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          roll.mutate(endpoint.id, {
            onSuccess: (reply) => {
              onSecret(reply);
              setConfirm(null);
            },
          })
        }
      >
        A new secret signs every delivery from now on. For 24 hours deliveries also carry a signature with the old secret, so your receiver
        keeps working while you change it.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Remove this endpoint?"
        confirmLabel="Remove"
        confirmColor="error"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={() => setConfirm(null)}
        onConfirm={() => remove.mutate(endpoint.id, { onSuccess: () => notify.success('The endpoint was removed.') })}
      >
        {endpoint.url} receives no more events, and its delivery log is deleted.
      </ConfirmDialog>
    </Box>
  );
}
