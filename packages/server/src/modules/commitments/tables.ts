import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';

/**
 * The books sheet: one row per LP of a fund's raise (non-binding commitments). Amounts are stored as value +
 * currency columns (double precision: the book sums and averages them in SQL). README.md gives the design.
 */
export const nonBindingCommitments = pgTable(
  'non_binding_commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The LP's investor profile on the platform, when known (engagement and LP-side passes join on it). */
    lpProfileId: uuid('lp_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    investorName: text('investor_name').notNull(),
    email: text('email').notNull(),
    investorPhone: text('investor_phone').notNull(),
    investorHq: text('investor_hq').notNull(),
    investorType: text('investor_type').notNull(),
    intendedValue: doublePrecision('intended_value'),
    intendedCurrency: text('intended_currency'),
    investmentEntity: text('investment_entity'),
    lpType: text('lp_type', { enum: ['new', 'returning'] })
      .notNull()
      .default('new'),
    closing: text('closing', { enum: ['first', 'final'] }),
    website: text('website'),
    linkedin: text('linkedin'),
    crmLink: text('crm_link'),
    keyPerson: text('key_person'),
    note: text('note'),
    softValue: doublePrecision('soft_value'),
    softCurrency: text('soft_currency'),
    softDate: date('soft_date'),
    hardValue: doublePrecision('hard_value'),
    hardCurrency: text('hard_currency'),
    hardDate: date('hard_date'),
    includeInFundLp: boolean('include_in_fund_lp').notNull().default(false),
    showInvestmentAmount: boolean('show_investment_amount').notNull().default(false),
    reminderFrequency: text('reminder_frequency', { enum: ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] }),
    /** The reminder date the fund's team was last mailed for (reminders.ts): one mail per date, whatever the runs. */
    remindedFor: date('reminded_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nbc_fund_created_idx').on(t.fundProfileId, t.createdAt),
    index('nbc_fund_lp_idx').on(t.fundProfileId, t.lpProfileId),
    index('nbc_fund_email_idx').on(t.fundProfileId, t.email),
  ],
);
export type CommitmentRow = typeof nonBindingCommitments.$inferSelect;

/** The first and the final closing goal of a fund (the closing form of forms §3). */
export const commitmentClosingGoals = pgTable(
  'commitment_closing_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['first', 'final'] }).notNull(),
    closingName: text('closing_name').notNull(),
    targetClosingDate: date('target_closing_date').notNull(),
    goalValue: doublePrecision('goal_value').notNull(),
    goalCurrency: text('goal_currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('commitment_closing_goals_uq').on(t.fundProfileId, t.kind)],
);

/**
 * What happened between the fund and an LP: meetings, calls, e-mails, notes, feedback, commitments and passes
 * (type 'pass' with a reason; a revoked pass keeps its row with revoked_at). Passes recorded by the LP itself carry
 * its profile id and, when the book has a row for that profile, the row's id.
 */
export const commitmentInteractions = pgTable(
  'commitment_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    commitmentId: uuid('commitment_id').references(() => nonBindingCommitments.id, { onDelete: 'cascade' }),
    lpProfileId: uuid('lp_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['meeting', 'call', 'email', 'note', 'feedback', 'commitment', 'pass'] }).notNull(),
    passReason: text('pass_reason'),
    note: text('note'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('commitment_interactions_fund_idx').on(t.fundProfileId, t.occurredAt),
    index('commitment_interactions_row_idx').on(t.commitmentId),
    uniqueIndex('commitment_interactions_one_pass_lp_uq')
      .on(t.fundProfileId, t.lpProfileId)
      .where(sql`${t.type} = 'pass' and ${t.revokedAt} is null and ${t.lpProfileId} is not null`),
    uniqueIndex('commitment_interactions_one_pass_row_uq')
      .on(t.commitmentId)
      .where(sql`${t.type} = 'pass' and ${t.revokedAt} is null and ${t.commitmentId} is not null`),
  ],
);
export type InteractionRow = typeof commitmentInteractions.$inferSelect;
