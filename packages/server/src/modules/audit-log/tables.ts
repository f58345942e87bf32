import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The append-only activity (audit) log. No foreign keys on purpose: deleting a user must not rewrite history
 * (an `on delete set null` would be an UPDATE, which the table's trigger refuses). The migration adds triggers
 * that raise on UPDATE, DELETE and TRUNCATE, so not even a bug in our own code can change an entry (ADR 0043).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.targetId, t.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
