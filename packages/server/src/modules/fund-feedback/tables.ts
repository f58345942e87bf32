import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

export interface FeedbackGroupColumn {
  rating: number;
  comment: string | null;
  criteria: Record<string, { rating: number | null; comment: string | null }>;
}

/** An LP's feedback on a fund: the feedback form and the six groups of the rating sheet (forms §3). */
export const fundFeedback = pgTable(
  'fund_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorProfileId: uuid('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: uuid('request_id'),
    analysisStage: text('analysis_stage').notNull(),
    generalRating: integer('general_rating').notNull(),
    generalFeedback: text('general_feedback').notNull(),
    likedThings: jsonb('liked_things').$type<string[]>().notNull(),
    improveThings: jsonb('improve_things').$type<string[]>().notNull(),
    weakSpots: jsonb('weak_spots').$type<string[]>().notNull(),
    otherReasons: text('other_reasons'),
    stayAnonymous: boolean('stay_anonymous').notNull().default(false),
    willingToJumpOnCall: boolean('willing_to_jump_on_call').notNull().default(false),
    shareWithFund: boolean('share_with_fund').notNull().default(false),
    /** The six groups keyed portfolioFit, trackRecord, strategy, processes, team, risk. */
    ratings: jsonb('ratings').$type<Record<string, FeedbackGroupColumn>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fund_feedback_fund_idx').on(t.fundProfileId, t.createdAt),
    index('fund_feedback_author_idx').on(t.authorProfileId, t.createdAt),
  ],
);
export type FundFeedbackRow = typeof fundFeedback.$inferSelect;
