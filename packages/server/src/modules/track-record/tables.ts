import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** A fund's track record: the form of forms §3 plus its visibility switches. */
export const trackRecords = pgTable(
  'track_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website'),
    currency: jsonb('currency').$type<{ label: string; value: string }>().notNull(),
    investmentPeriodFrom: doublePrecision('investment_period_from').notNull(),
    investmentPeriodTo: doublePrecision('investment_period_to').notNull(),
    numberOfInvestments: integer('number_of_investments').notNull(),
    investedCapital: jsonb('invested_capital').$type<{ value: number; currency: string }>().notNull(),
    stageFocus: jsonb('stage_focus').$type<Array<{ value: string; inputVal: string }>>().notNull(),
    type: text('type').notNull(),
    rvpiConfidence: text('rvpi_confidence').notNull(),
    /** Shown to visitors of the (published) fund profile. */
    visible: boolean('visible').notNull().default(false),
    /** Graduation rates shown on the track record (the switch of the graduation rates page). */
    showGraduations: boolean('show_graduations').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_records_profile_idx').on(t.profileId)],
);
export type TrackRecordRow = typeof trackRecords.$inferSelect;

/** A sheet of investments of a track record (one is made with the track record). */
export const trackRecordSheets = pgTable(
  'track_record_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackRecordId: uuid('track_record_id')
      .notNull()
      .references(() => trackRecords.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Bumped by every write to the sheet's rows or graduations: the key of the in-process aggregate cache. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_record_sheets_record_idx').on(t.trackRecordId)],
);

/**
 * An investment (a row of a sheet). The imported cells live in `data` (keys of trackRecordColumns); the
 * computed figures are stored beside them so the grid sorts on them in SQL.
 */
export const trackRecordInvestments = pgTable(
  'track_record_investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => trackRecordSheets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    status: text('status').notNull(),
    totalValue: doublePrecision('total_value').notNull(),
    grossMoic: doublePrecision('gross_moic'),
    realizedMoic: doublePrecision('realized_moic'),
    irr: doublePrecision('irr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_record_investments_sheet_idx').on(t.sheetId, t.position)],
);
export type InvestmentDbRow = typeof trackRecordInvestments.$inferSelect;

/** Which grid columns a user hid, per sheet (column visibility saved per user). */
export const trackRecordSheetPrefs = pgTable(
  'track_record_sheet_prefs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => trackRecordSheets.id, { onDelete: 'cascade' }),
    hiddenColumns: jsonb('hidden_columns').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sheetId] })],
);

/**
 * A graduation (funding round, valuation update, exit) of a portfolio company, written by the
 * track-record-graduation family. Kept here because the track record's cash flows are built from it.
 */
export const trackRecordGraduations = pgTable(
  'track_record_graduations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackRecordId: uuid('track_record_id')
      .notNull()
      .references(() => trackRecords.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => trackRecordSheets.id, { onDelete: 'cascade' }),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => trackRecordInvestments.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    graduationType: text('graduation_type').notNull(),
    nameOfGraduation: text('name_of_graduation').notNull(),
    stageOfInvestment: text('stage_of_investment').notNull(),
    closingDate: text('closing_date').notNull(),
    fundParticipated: boolean('fund_participated').notNull(),
    /** What the fund paid in (negative flow) or, for a secondary sale, received (positive). */
    fundAmount: doublePrecision('fund_amount').notNull().default(0),
    roundAmount: doublePrecision('round_amount'),
    valuation: doublePrecision('valuation'),
    /** The whole round form as posted. */
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    /** The investment's cells before this graduation changed them (restored on delete). */
    previousData: jsonb('previous_data').$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_record_graduations_sheet_idx').on(t.sheetId), index('track_record_graduations_investment_idx').on(t.investmentId)],
);
export type GraduationRow = typeof trackRecordGraduations.$inferSelect;
