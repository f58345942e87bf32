import type { FundWebhookDelivery, FundWebhookEndpoint, FundWebhookEventType } from '@fundnet/validation-schema';
import { secretHint } from './signature';
import type { FundWebhookDeliveryRow, FundWebhookEndpointRow } from './tables';

export interface LastDelivery {
  status: 'pending' | 'succeeded' | 'failed';
  statusCode: number | null;
  at: Date;
}

export function toEndpoint(row: FundWebhookEndpointRow, last: LastDelivery | null): FundWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as FundWebhookEventType[],
    enabled: row.enabled,
    secretHint: secretHint(row.secret),
    secretRolledAt: row.secretRolledAt?.toISOString() ?? null,
    lastDelivery: last ? { status: last.status, statusCode: last.statusCode, at: last.at.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDelivery(row: FundWebhookDeliveryRow, eventType: string): FundWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: eventType as FundWebhookEventType,
    attempt: row.attempt,
    status: row.status,
    statusCode: row.statusCode,
    responseSnippet: row.responseSnippet,
    error: row.error,
    durationMs: row.durationMs,
    attemptedAt: row.attemptedAt?.toISOString() ?? null,
    nextRetryAt: row.nextRetryAt?.toISOString() ?? null,
    replay: row.replay,
    createdAt: row.createdAt.toISOString(),
  };
}
