import net from 'node:net';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateFundWebhookInput,
  FUND_WEBHOOK_ENDPOINTS_MAX,
  type FundWebhookEndpoint,
  type FundWebhookSecretReply,
  fundWebhookMessages as text,
  type UpdateFundWebhookInput,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { isForbiddenAddress } from '../../lib/safe-fetch';
import { type LastDelivery, toEndpoint } from './dto';
import { newSecret } from './signature';
import { type FundWebhookEndpointRow, fundWebhookDeliveries, fundWebhookEndpoints } from './tables';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** How long a rolled secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/**
 * The address rules a JSON Schema cannot state (openapi/document-rules.ts): https, no user info, and no host that is
 * itself a private or loopback address. A host name is checked where it counts, on every delivery (lib/safe-fetch
 * resolves and refuses private addresses). Tests (OUTBOUND_FETCH_ALLOW_LOOPBACK) may use http on loopback only.
 */
export function checkEndpointUrl(raw: string, allowLoopback: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw unprocessable({ url: [text.urlInvalid] });
  }
  if (url.username || url.password) throw unprocessable({ url: [text.urlCredentials] });
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackHost =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (net.isIP(host) !== 0 && !isForbiddenAddress(host, true) && isForbiddenAddress(host, false));
  if (loopbackHost && !allowLoopback) throw unprocessable({ url: [text.urlNotAllowed] });
  if (net.isIP(host) !== 0 && isForbiddenAddress(host, allowLoopback)) throw unprocessable({ url: [text.urlNotAllowed] });
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackHost && allowLoopback)) {
    throw unprocessable({ url: [text.urlNotHttps] });
  }
  return url.toString();
}

/** The newest attempt of each endpoint, for the list's status column (one statement for all of them). */
async function lastDeliveries(db: Db, endpointIds: string[]): Promise<Map<string, LastDelivery>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([fundWebhookDeliveries.endpointId], {
      endpointId: fundWebhookDeliveries.endpointId,
      status: fundWebhookDeliveries.status,
      statusCode: fundWebhookDeliveries.statusCode,
      at: sql<Date>`coalesce(${fundWebhookDeliveries.attemptedAt}, ${fundWebhookDeliveries.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(fundWebhookDeliveries)
    .where(inArray(fundWebhookDeliveries.endpointId, endpointIds))
    .orderBy(fundWebhookDeliveries.endpointId, desc(fundWebhookDeliveries.createdAt));
  return new Map(rows.map((row) => [row.endpointId, row]));
}

async function withLast(db: Db, row: FundWebhookEndpointRow): Promise<FundWebhookEndpoint> {
  return toEndpoint(row, (await lastDeliveries(db, [row.id])).get(row.id) ?? null);
}

export async function listEndpoints(db: Db, profileId: string): Promise<{ items: FundWebhookEndpoint[] }> {
  const rows = await db
    .select()
    .from(fundWebhookEndpoints)
    .where(eq(fundWebhookEndpoints.profileId, profileId))
    .orderBy(fundWebhookEndpoints.createdAt, fundWebhookEndpoints.id);
  const last = await lastDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toEndpoint(row, last.get(row.id) ?? null)) };
}

/** The fund's own endpoint (another fund's, or none, is a 404 alike). */
export async function ownEndpoint(db: Db, profileId: string, id: string): Promise<FundWebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(fundWebhookEndpoints)
    .where(and(eq(fundWebhookEndpoints.id, id), eq(fundWebhookEndpoints.profileId, profileId)))
    .limit(1);
  if (!row) throw notFound(text.endpointNotFound);
  return row;
}

export async function createEndpoint(deps: Deps, profileId: string, input: CreateFundWebhookInput): Promise<FundWebhookSecretReply> {
  const url = checkEndpointUrl(input.url, deps.config.outboundFetch.allowLoopback);
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(fundWebhookEndpoints)
    .where(eq(fundWebhookEndpoints.profileId, profileId));
  if (count >= FUND_WEBHOOK_ENDPOINTS_MAX) throw conflict(text.tooManyEndpoints, 'TOO_MANY_ENDPOINTS');
  const secret = newSecret();
  const [row] = await deps.db
    .insert(fundWebhookEndpoints)
    .values({ profileId, url, description: input.description, events: input.events, secret })
    .returning();
  return { endpoint: toEndpoint(row!, null), secret };
}

export async function updateEndpoint(
  deps: Deps,
  profileId: string,
  id: string,
  input: UpdateFundWebhookInput,
): Promise<FundWebhookEndpoint> {
  await ownEndpoint(deps.db, profileId, id);
  const url = input.url === undefined ? undefined : checkEndpointUrl(input.url, deps.config.outboundFetch.allowLoopback);
  const [row] = await deps.db
    .update(fundWebhookEndpoints)
    .set({
      ...(url === undefined ? {} : { url }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      updatedAt: new Date(),
    })
    .where(and(eq(fundWebhookEndpoints.id, id), eq(fundWebhookEndpoints.profileId, profileId)))
    .returning();
  if (!row) throw notFound(text.endpointNotFound);
  return withLast(deps.db, row);
}

export async function deleteEndpoint(db: Db, profileId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(fundWebhookEndpoints)
    .where(and(eq(fundWebhookEndpoints.id, id), eq(fundWebhookEndpoints.profileId, profileId)))
    .returning({ id: fundWebhookEndpoints.id });
  if (deleted.length === 0) throw notFound(text.endpointNotFound);
}

/** A new secret, shown once; the one it replaces keeps signing beside it for PREVIOUS_SECRET_HOURS. */
export async function rollSecret(db: Db, profileId: string, id: string): Promise<FundWebhookSecretReply> {
  const current = await ownEndpoint(db, profileId, id);
  const secret = newSecret();
  const now = new Date();
  const [row] = await db
    .update(fundWebhookEndpoints)
    .set({
      secret,
      previousSecret: current.secret,
      previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600_000),
      secretRolledAt: now,
      updatedAt: now,
    })
    .where(and(eq(fundWebhookEndpoints.id, id), eq(fundWebhookEndpoints.profileId, profileId)))
    .returning();
  if (!row) throw notFound(text.endpointNotFound);
  return { endpoint: await withLast(db, row), secret };
}
