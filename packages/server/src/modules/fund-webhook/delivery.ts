import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  FUND_WEBHOOK_ID_HEADER,
  FUND_WEBHOOK_MAX_ATTEMPTS,
  FUND_WEBHOOK_SIGNATURE_HEADER,
  FUND_WEBHOOK_TIMESTAMP_HEADER,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../lib/jobs';
import { SafeFetchError, type SafeFetchFailure, safeFetch } from '../../lib/safe-fetch';
import { DELIVER_JOB } from './jobs-names';
import { signatureHeader } from './signature';
import { fundWebhookDeliveries, fundWebhookEndpoints, fundWebhookEvents } from './tables';

type Deps = Pick<AppDeps, 'db' | 'config' | 'jobs'>;

/** One attempt waits this long for the receiver's whole answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The log keeps this much of the answer. */
export const RESPONSE_SNIPPET_LENGTH = 500;

/**
 * Exponential back-off: after failed attempt n the next comes 60 s × 4^(n−1) later (1 min, 4 min, 16 min, 64 min,
 * ~4.3 h, ~17 h), FUND_WEBHOOK_MAX_ATTEMPTS attempts over about a day.
 */
export function retryDelaySeconds(failedAttempt: number): number {
  return 60 * 4 ** (failedAttempt - 1);
}

const failureTexts: Record<SafeFetchFailure, string> = {
  'unsupported-url': 'The address is not a valid https:// address.',
  blocked: 'The address points to a private or local network and was not called.',
  'too-many-redirects': 'The endpoint redirected; redirects are not followed.',
  timeout: `The endpoint did not answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`,
  status: 'The endpoint answered with an error.',
  'content-type': 'The endpoint answered with an error.',
  'too-large': 'The answer was too large.',
  failed: 'The endpoint could not be reached (connection refused, reset or TLS failure).',
};

/** The JSON body a receiver gets: the event's id, type, time, fund and data. */
export function deliveryBody(event: { id: string; type: string; createdAt: Date; profileId: string; payload: unknown }): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    fundProfileId: event.profileId,
    data: event.payload,
  });
}

/**
 * Runs one attempt: POSTs the signed event, writes the outcome on the delivery's row and, after a failure with attempts
 * left, adds the next attempt's row and enqueues it for its back-off time. A row no longer pending (a job run twice) is
 * left alone; the receiver dedups by the event id anyway.
 */
export async function deliver(deps: Deps, deliveryId: string, log: FastifyBaseLogger): Promise<void> {
  const { db } = deps;
  const [found] = await db
    .select({ delivery: fundWebhookDeliveries, endpoint: fundWebhookEndpoints, event: fundWebhookEvents })
    .from(fundWebhookDeliveries)
    .innerJoin(fundWebhookEndpoints, eq(fundWebhookEndpoints.id, fundWebhookDeliveries.endpointId))
    .innerJoin(fundWebhookEvents, eq(fundWebhookEvents.id, fundWebhookDeliveries.eventId))
    .where(eq(fundWebhookDeliveries.id, deliveryId))
    .limit(1);
  if (found?.delivery.status !== 'pending') return;
  const { delivery, endpoint, event } = found;
  if (!endpoint.enabled) {
    await db
      .update(fundWebhookDeliveries)
      .set({ status: 'failed', error: 'The endpoint was switched off; nothing was sent.' })
      .where(eq(fundWebhookDeliveries.id, delivery.id));
    return;
  }
  const body = deliveryBody(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const now = new Date();
  const secrets =
    endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
      ? [endpoint.secret, endpoint.previousSecret]
      : [endpoint.secret];
  const started = performance.now();
  let statusCode: number | null = null;
  let responseSnippet: string | null = null;
  let error: string | null = null;
  try {
    const response = await safeFetch(endpoint.url, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Fundnet-Webhooks/1.0',
        [FUND_WEBHOOK_ID_HEADER.toLowerCase()]: event.id,
        [FUND_WEBHOOK_TIMESTAMP_HEADER.toLowerCase()]: String(timestamp),
        [FUND_WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secrets, timestamp, event.id, body),
        'fundnet-webhook-attempt': String(delivery.attempt),
      },
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: RESPONSE_SNIPPET_LENGTH * 4,
      overflow: 'truncate',
      maxRedirects: 0,
      anyStatus: true,
      allowLoopback: deps.config.outboundFetch.allowLoopback,
    });
    statusCode = response.status;
    responseSnippet = response.body.toString('utf8').slice(0, RESPONSE_SNIPPET_LENGTH);
  } catch (caught) {
    error = caught instanceof SafeFetchError ? failureTexts[caught.reason] : failureTexts.failed;
    if (!(caught instanceof SafeFetchError)) log.warn({ err: caught, deliveryId }, 'webhook delivery failed unexpectedly');
  }
  const durationMs = Math.round(performance.now() - started);
  const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const retry = !succeeded && delivery.attempt < FUND_WEBHOOK_MAX_ATTEMPTS;
  const delay = retryDelaySeconds(delivery.attempt);
  const nextRetryAt = retry ? new Date(now.getTime() + delay * 1000) : null;
  await db
    .update(fundWebhookDeliveries)
    .set({ status: succeeded ? 'succeeded' : 'failed', statusCode, responseSnippet, error, durationMs, attemptedAt: now, nextRetryAt })
    .where(eq(fundWebhookDeliveries.id, delivery.id));
  if (!retry) return;
  const [next] = await db
    .insert(fundWebhookDeliveries)
    .values({ endpointId: endpoint.id, eventId: event.id, attempt: delivery.attempt + 1, replay: delivery.replay })
    .returning({ id: fundWebhookDeliveries.id });
  await deps.jobs.send(DELIVER_JOB, { deliveryId: next!.id }, { startAfterSeconds: delay });
}

/** app.ts defines the delivery job on the generic queue. */
export function registerFundWebhookJobs(jobs: JobQueue, deps: Deps): void {
  jobs.define<{ deliveryId: string }>({
    name: DELIVER_JOB,
    // The back-off is ours (a new row per attempt, for the log); the queue's own retry covers a crash of the handler.
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handler: (data, job) => deliver(deps, data.deliveryId, job.log),
  });
}
