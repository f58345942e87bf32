import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // The rates' check of an LP whose interactions straddle the range (rollups below), and a pass's lookup by LP.
    index('commitment_interactions_lp_key_idx').on(t.fundProfileId, sql`coalesce(${t.commitmentId}, ${t.lpProfileId})`, t.occurredAt),
    // Active passes of a fund (statistics, pass-reason graphs): a few hundred rows, not the whole history.
    index('commitment_interactions_active_pass_idx')
      .on(t.fundProfileId, t.occurredAt)
      .where(sql`${t.type} = 'pass' and ${t.revokedAt} is null`),
    uniqueIndex('commitment_interactions_one_pass_lp_uq')
      .on(t.fundProfileId, t.lpProfileId)
      .where(sql`${t.type} = 'pass' and ${t.revokedAt} is null and ${t.lpProfileId} is not null`),
    uniqueIndex('commitment_interactions_one_pass_row_uq')
      .on(t.commitmentId)
      .where(sql`${t.type} = 'pass' and ${t.revokedAt} is null and ${t.commitmentId} is not null`),
  ],
);
export type InteractionRow = typeof commitmentInteractions.$inferSelect;

/**
 * Rollups of `commitment_interactions`, kept by the statement triggers of migration 0035 in the transaction of every
 * insert, update (a revoke, a pass moved to a row) and delete (a row deleted, cascades), whoever writes: the module,
 * the seed, a benchmark's SQL. Never written by application code (ADR 0058). The interactions table stays the truth.
 *
 * Interactions per fund, UTC day and type (the interactions graph and the rates' counts, whole days).
 */
export const commitmentInteractionDays = pgTable(
  'commitment_interaction_days',
  {
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    type: text('type').notNull(),
    interactions: integer('interactions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fundProfileId, t.day, t.type] })],
);

/**
 * Per LP of a fund (lp_key = coalesce(commitment_id, lp_profile_id): a row of the book, or an LP profile without one):
 * the engagement's inputs (interactions other than passes, last activity, last contact) and, for the rates, the first
 * and last date of any interaction, of an active pass, of feedback and of a commitment.
 */
export const commitmentInteractionLps = pgTable(
  'commitment_interaction_lps',
  {
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lpKey: uuid('lp_key').notNull(),
    /** lp_key is a row of the book (commitment_id), not an LP profile. */
    isRow: boolean('is_row').notNull(),
    /** Interactions other than passes (the engagement's count). */
    interactions: integer('interactions').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    passFirstAt: timestamp('pass_first_at', { withTimezone: true }),
    passLastAt: timestamp('pass_last_at', { withTimezone: true }),
    feedbackFirstAt: timestamp('feedback_first_at', { withTimezone: true }),
    feedbackLastAt: timestamp('feedback_last_at', { withTimezone: true }),
    commitmentFirstAt: timestamp('commitment_first_at', { withTimezone: true }),
    commitmentLastAt: timestamp('commitment_last_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.fundProfileId, t.lpKey] })],
);
