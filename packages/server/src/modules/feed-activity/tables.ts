import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * The feed-activity log: one row per feed action. Post and comment ids are kept as plain ids (no foreign key): the
 * log outlives a deleted post, which is what an administrator reviewing a removal needs.
 */
export const feedActivities = pgTable(
  'feed_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    targetProfileId: uuid('target_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    postId: uuid('post_id'),
    commentId: uuid('comment_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_activities_created_idx').on(t.createdAt),
    index('feed_activities_profile_idx').on(t.profileId, t.createdAt),
    index('feed_activities_target_idx').on(t.targetProfileId, t.createdAt),
    index('feed_activities_post_idx').on(t.postId),
  ],
);
export type FeedActivityRow = typeof feedActivities.$inferSelect;
