import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/** A referral link (administration/referral-links): GET api/referral/{code} counts a click and leads to the sign-up. */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Case-insensitive: stored lower-cased. */
    code: text('code').notNull(),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
    clicks: integer('clicks').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_links_code_uq').on(t.code)],
);

/** The link a user signed up through (one per user: the first attribution wins). */
export const referralSignups = pgTable(
  'referral_signups',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => referralLinks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_signups_link_idx').on(t.linkId, t.createdAt)],
);

export type ReferralLinkRow = typeof referralLinks.$inferSelect;
