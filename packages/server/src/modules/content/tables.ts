import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/** Managed pages and texts (about, terms…) the static pages read by slug (README.md). */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['page', 'text'] })
      .notNull()
      .default('page'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_entries_slug_idx').on(t.slug)],
);
