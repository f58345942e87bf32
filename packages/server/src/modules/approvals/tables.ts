import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * Approval items (product §4: "Administrators approve or reject an approval item per model; a reject
 * carries a reason and a message"). One item covers a whole profile (section null: a draft submitted
 * for review) or one section of a published profile. At most one Tbd item per profile and section.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    model: text('model', { enum: ['fundInfo', 'investorInfo', 'serviceProviderInfo'] }).notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** null: the whole profile. */
    section: text('section'),
    status: text('status', { enum: ['Tbd', 'Approved', 'Declined'] })
      .notNull()
      .default('Tbd'),
    reason: text('reason'),
    message: text('message'),
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The latest edit the item covers (an edit of a section with a Tbd item moves it). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approvals_one_tbd_uq').on(t.profileId, sql`coalesce(${t.section}, '')`).where(sql`${t.status} = 'Tbd'`),
    index('approvals_model_status_idx').on(t.model, t.status, t.submittedAt),
    index('approvals_profile_idx').on(t.profileId, t.createdAt),
  ],
);

export type ApprovalRow = typeof approvals.$inferSelect;
