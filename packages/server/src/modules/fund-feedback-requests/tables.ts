import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** A fund asking an investor (LP) for feedback: Requested → Responded | Ignored. At most one open request per pair. */
export const fundFeedbackRequests = pgTable(
  'fund_feedback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    investorProfileId: uuid('investor_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    status: text('status', { enum: ['Requested', 'Responded', 'Ignored'] })
      .notNull()
      .default('Requested'),
    /** The fund_feedback row that answered it (no foreign key: fund-feedback depends on this module, not the reverse). */
    feedbackId: uuid('feedback_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fund_feedback_requests_fund_idx').on(t.fundProfileId, t.createdAt),
    index('fund_feedback_requests_investor_idx').on(t.investorProfileId, t.createdAt),
    uniqueIndex('fund_feedback_requests_one_open_idx').on(t.fundProfileId, t.investorProfileId).where(sql`${t.status} = 'Requested'`),
  ],
);
export type FundFeedbackRequestRow = typeof fundFeedbackRequests.$inferSelect;
