import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** A to-do of a fund's raise. */
export const fundTodos = pgTable(
  'fund_todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    note: text('note'),
    /** YYYY-MM-DD */
    dueDate: text('due_date'),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_todos_fund_idx').on(t.fundProfileId, t.done)],
);
export type FundTodoRow = typeof fundTodos.$inferSelect;
