import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** The activity log of a fund's raise: entries the GP writes (manual) and the platform writes (feedback, to-dos). */
export const fundActivities = pgTable(
  'fund_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    source: text('source', { enum: ['manual', 'platform'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    investorName: text('investor_name'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_activities_fund_time_idx').on(t.fundProfileId, t.occurredAt)],
);
export type FundActivityRow = typeof fundActivities.$inferSelect;
