import { and, arrayContains, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FundWebhookEventType } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { DELIVER_JOB } from './jobs-names';
import { fundWebhookDeliveries, fundWebhookEndpoints, fundWebhookEvents } from './tables';

export interface FundEvent {
  /** The fund the event belongs to (a profile of another type has no endpoints: nothing is sent). */
  profileId: string;
  type: FundWebhookEventType;
  /** The event's own fields, sent as `data` (JSON; no secrets, no tokens). */
  data: Record<string, unknown>;
}

/**
 * What other modules call when something a fund may subscribe to happened (ADR 0083). It records the event and one
 * pending delivery per endpoint subscribed to it, and enqueues each delivery; the job queue POSTs, signs and retries.
 * A fund without subscribed endpoints costs one indexed read. Never fails the caller's action: a failure is logged.
 * Call it after the action is stored (outside its transaction), so a rolled-back action sends nothing.
 */
export async function emitFundEvent(deps: Pick<AppDeps, 'db' | 'jobs'>, event: FundEvent, log?: FastifyBaseLogger): Promise<void> {
  try {
    const endpoints = await deps.db
      .select({ id: fundWebhookEndpoints.id })
      .from(fundWebhookEndpoints)
      .where(
        and(
          eq(fundWebhookEndpoints.profileId, event.profileId),
          eq(fundWebhookEndpoints.enabled, true),
          arrayContains(fundWebhookEndpoints.events, [event.type]),
        ),
      );
    if (endpoints.length === 0) return;
    const [stored] = await deps.db
      .insert(fundWebhookEvents)
      .values({ profileId: event.profileId, type: event.type, payload: event.data })
      .returning({ id: fundWebhookEvents.id });
    const deliveries = await deps.db
      .insert(fundWebhookDeliveries)
      .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: stored!.id })))
      .returning({ id: fundWebhookDeliveries.id });
    for (const delivery of deliveries) await deps.jobs.send(DELIVER_JOB, { deliveryId: delivery.id });
  } catch (error) {
    log?.error({ err: error, type: event.type, profileId: event.profileId }, 'fund webhook event not queued');
  }
}
