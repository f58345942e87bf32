import { participantStatuses, participantTypes } from '@fundnet/validation-schema';
import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** Investors taking part in a fund (LPs, anchors, co-investors), kept by the Fundnet team as market data (README.md). */
export const fundInvestmentParticipants = pgTable(
  'fund_investment_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The investor's profile when it has one on Fundnet (its name is then the profile's). */
    investorProfileId: uuid('investor_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    participantName: text('participant_name').notNull(),
    participantType: text('participant_type', { enum: participantTypes }).notNull().default('lp'),
    status: text('status', { enum: participantStatuses }).notNull().default('prospect'),
    commitmentValue: numeric('commitment_value'),
    commitmentCurrency: text('commitment_currency'),
    note: text('note'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_investment_participants_fund_idx').on(t.fundProfileId)],
);
