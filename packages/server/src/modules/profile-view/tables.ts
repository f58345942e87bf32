import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * One recorded visit of a published profile (POST api/profile-view). The viewer is the visiting
 * session's active profile when known (shown to the team); `viewerKey` identifies the viewer for the
 * de-duplication per UTC day ('user:<id>', a share-link visitor's key, or 'anon:<sha256 of the ip>': no raw IP is kept).
 */
export const profileViews = pgTable(
  'profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewerProfileId: uuid('viewer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_views_profile_viewed_idx').on(t.profileId, t.viewedAt),
    index('profile_views_dedup_idx').on(t.profileId, t.viewerKey, t.viewedAt),
    // The rollup's recount of one visited profile and viewer profile (profile_view_viewers).
    index('profile_views_viewer_idx').on(t.profileId, t.viewerProfileId).where(sql`${t.viewerProfileId} is not null`),
  ],
);

export type ProfileViewRow = typeof profileViews.$inferSelect;

/**
 * Per visited profile and viewer profile: how many recorded views and the last one (ADR 0060). Kept by statement
 * triggers on profile_views (migration 0038) in the transaction of every write, whoever makes it; read by the
 * commitments module's engagement, which would otherwise group every view of a fund on each sorted book page.
 */
export const profileViewViewers = pgTable(
  'profile_view_viewers',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewerProfileId: uuid('viewer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    views: integer('views').notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerProfileId] })],
);
