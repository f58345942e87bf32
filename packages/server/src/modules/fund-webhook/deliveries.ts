import { and, desc, eq, sql } from 'drizzle-orm';
import { type FundWebhookDelivery, type FundWebhookDeliveryList, fundWebhookMessages as text } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { toDelivery } from './dto';
import { ownEndpoint } from './endpoints';
import { DELIVER_JOB } from './jobs-names';
import { fundWebhookDeliveries, fundWebhookEvents } from './tables';

/** One page of an endpoint's delivery log: every attempt, newest first, with the total. */
export async function listDeliveries(
  db: Db,
  profileId: string,
  endpointId: string,
  page: { skip: number; take: number },
): Promise<FundWebhookDeliveryList> {
  await ownEndpoint(db, profileId, endpointId);
  const rows = await db
    .select({ delivery: fundWebhookDeliveries, type: fundWebhookEvents.type, total: sql<number>`(count(*) over ())::int` })
    .from(fundWebhookDeliveries)
    .innerJoin(fundWebhookEvents, eq(fundWebhookEvents.id, fundWebhookDeliveries.eventId))
    .where(eq(fundWebhookDeliveries.endpointId, endpointId))
    .orderBy(desc(fundWebhookDeliveries.createdAt), desc(fundWebhookDeliveries.attempt), desc(fundWebhookDeliveries.id))
    .offset(page.skip)
    .limit(page.take);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(fundWebhookDeliveries)
      .where(eq(fundWebhookDeliveries.endpointId, endpointId));
    total = counted?.total ?? 0;
  }
  return { items: rows.map((row) => toDelivery(row.delivery, row.type)), total };
}

/**
 * Replay: a new delivery (attempt 1, marked replay) of the same event to the same endpoint, with the same event id,
 * so a receiver that already has it ignores it. Any attempt of the log may be replayed, whatever its outcome.
 */
export async function replayDelivery(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  profileId: string,
  endpointId: string,
  deliveryId: string,
): Promise<{ delivery: FundWebhookDelivery }> {
  const endpoint = await ownEndpoint(deps.db, profileId, endpointId);
  const [original] = await deps.db
    .select({ eventId: fundWebhookDeliveries.eventId, type: fundWebhookEvents.type })
    .from(fundWebhookDeliveries)
    .innerJoin(fundWebhookEvents, eq(fundWebhookEvents.id, fundWebhookDeliveries.eventId))
    .where(and(eq(fundWebhookDeliveries.id, deliveryId), eq(fundWebhookDeliveries.endpointId, endpointId)))
    .limit(1);
  if (!original) throw notFound(text.deliveryNotFound);
  if (!endpoint.enabled) throw conflict(text.endpointDisabled, 'ENDPOINT_DISABLED');
  const [row] = await deps.db
    .insert(fundWebhookDeliveries)
    .values({ endpointId, eventId: original.eventId, attempt: 1, replay: true })
    .returning();
  await deps.jobs.send(DELIVER_JOB, { deliveryId: row!.id });
  return { delivery: toDelivery(row!, original.type) };
}
