import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';

/**
 * A fund's webhook endpoints, the events emitted for it and each delivery attempt (ADR 0083). The secret signs the
 * deliveries, so the server must read it back: it is stored as issued (no at-rest key exists yet; see the ADR).
 */
export const fundWebhookEndpoints = pgTable(
  'fund_webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /** After a roll the previous secret still signs (a second v1) until this time, so receivers can switch. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    secretRolledAt: timestamp('secret_rolled_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_webhook_endpoints_profile_idx').on(t.profileId)],
);
export type FundWebhookEndpointRow = typeof fundWebhookEndpoints.$inferSelect;

/** One thing that happened to a fund; its id is the delivery's id for the receiver, on every attempt and replay. */
export const fundWebhookEvents = pgTable(
  'fund_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_webhook_events_profile_idx').on(t.profileId, t.createdAt)],
);
export type FundWebhookEventRow = typeof fundWebhookEvents.$inferSelect;

/** One attempt to deliver an event to an endpoint: the log row. A retry or a replay is a new row. */
export const fundWebhookDeliveries = pgTable(
  'fund_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => fundWebhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => fundWebhookEvents.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull().default(1),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    statusCode: integer('status_code'),
    responseSnippet: text('response_snippet'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    replay: boolean('replay').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fund_webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
    index('fund_webhook_deliveries_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type FundWebhookDeliveryRow = typeof fundWebhookDeliveries.$inferSelect;
