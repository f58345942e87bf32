import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** People who run funds, kept by the Fundnet team as market data (README.md). */
export const fundManagers = pgTable(
  'fund_managers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    firm: text('firm').notNull(),
    role: text('role'),
    email: text('email'),
    linkedinUrl: text('linkedin_url'),
    /** The fund profile this person manages (optional; cleared when the profile is removed). */
    fundProfileId: uuid('fund_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    bio: text('bio'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_managers_fund_idx').on(t.fundProfileId), index('fund_managers_name_idx').on(t.name)],
);
