import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * The co-investor directory: firms a fund can name as co-investors (POST co-investor/company, and every
 * firm named by POST co-investor/fund). A fund's own co-investor entries live in its co-investors section.
 */
export const coInvestorCompanies = pgTable(
  'co_investor_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower case, accents folded, legal suffixes dropped: the de-duplication key. */
    normalizedName: text('normalized_name').notNull(),
    websiteUrl: text('website_url'),
    /** Host name without www., for de-duplication by website. */
    domain: text('domain'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('co_investor_companies_name_uq').on(t.normalizedName), index('co_investor_companies_domain_idx').on(t.domain)],
);

export type CoInvestorCompanyRow = typeof coInvestorCompanies.$inferSelect;
