import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** The legal entity behind a profile (Manage Company): members only, never public, no approval (README.md). */
export const profileCompanies = pgTable('profile_companies', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  vatId: text('vat_id').notNull(),
  websiteUrl: text('website_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type ProfileCompanyRow = typeof profileCompanies.$inferSelect;
