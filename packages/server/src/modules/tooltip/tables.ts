import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/** Help texts the apps show beside a field or a control, addressed by a stable key (README.md). */
export const tooltips = pgTable(
  'tooltips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tooltips_key_idx').on(t.key)],
);
