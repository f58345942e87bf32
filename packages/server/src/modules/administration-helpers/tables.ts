import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the favicon and url/metadata helpers fetched from other sites, kept until `expiresAt` (one day) so an
 * address is fetched at most once a day whatever the number of API processes (README.md).
 */
export const adminFetchCache = pgTable(
  'admin_fetch_cache',
  {
    kind: text('kind', { enum: ['favicon', 'metadata'] }).notNull(),
    /** The normalized address asked for. */
    url: text('url').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.url] })],
);
