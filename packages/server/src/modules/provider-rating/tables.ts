import { boolean, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';

/** One profile's like and score (1..5) of a service provider. */
export const providerRatings = pgTable(
  'provider_ratings',
  {
    providerProfileId: uuid('provider_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    raterProfileId: uuid('rater_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    liked: boolean('liked').notNull().default(false),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerProfileId, t.raterProfileId] }), index('provider_ratings_provider_idx').on(t.providerProfileId)],
);
