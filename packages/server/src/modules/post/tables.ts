import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LinkPreview } from '@fundnet/validation-schema';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * A post of a profile. `author_type` copies the profile's type (it never changes) so the feed filters by profile
 * type on one index; like and comment counts are kept on the row (updated in the same transaction as the like or
 * comment) so a feed page reads no aggregate. See README.md.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorProfileId: uuid('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorType: text('author_type', { enum: ['fund', 'investor', 'serviceProvider'] }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    tag: text('tag').notNull(),
    visibility: text('visibility', { enum: ['Public', 'FollowersOnly', 'ProfileAccessOnly', 'LPOnly'] }).notNull(),
    linkPreview: jsonb('link_preview').$type<LinkPreview>(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** An administrator removed it (moderation); the reason is what the author is told. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    removedByUserId: uuid('removed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The feed's keyset order over live posts, then the same per filter. Ascending on purpose: a backward scan gives
    // ORDER BY created_at DESC, id DESC (DESC NULLS FIRST); a DESC NULLS LAST index would not match it.
    index('posts_feed_idx').on(t.createdAt, t.id).where(sql`${t.removedAt} is null`),
    index('posts_author_idx').on(t.authorProfileId, t.createdAt, t.id),
    index('posts_tag_idx').on(t.tag, t.createdAt, t.id).where(sql`${t.removedAt} is null`),
    index('posts_type_idx').on(t.authorType, t.createdAt, t.id).where(sql`${t.removedAt} is null`),
    index('posts_public_idx').on(t.createdAt, t.id).where(sql`${t.removedAt} is null and ${t.visibility} = 'Public'`),
  ],
);
export type PostRow = typeof posts.$inferSelect;

/** One like of a post by a profile. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.profileId] })],
);

/** A post a profile hid from its own feed ("hide for me"). */
export const postHides = pgTable(
  'post_hides',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.postId] })],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorProfileId: uuid('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);
export type PostCommentRow = typeof postComments.$inferSelect;

/** A report of a post to the moderation queue; `resolvedAt` when an administrator removed the post or dismissed it. */
export const postReports = pgTable(
  'post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterProfileId: uuid('reporter_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: ['removed', 'dismissed'] }),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('post_reports_once_uq').on(t.postId, t.reporterProfileId),
    index('post_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);
