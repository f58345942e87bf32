import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';

/**
 * A profile subscribed to another profile's updates: the subscribed profile's subscribers (followers).
 * Written by POST/DELETE api/profile-subscriber now; the follow family (api/follow, discovery issue)
 * reuses this table for follow / removeFollow / iFollow rather than keeping its own, adding columns
 * in its own migration if it needs them. One row per pair.
 */
export const profileSubscriptions = pgTable(
  'profile_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberProfileId: uuid('subscriber_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subscribedProfileId: uuid('subscribed_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Added by the follow family (PUT follow/{id}, POST follow/automatic-follow); see modules/follow/README.md.
    notifications: text('notifications', { enum: ['all', 'updates', 'none'] })
      .notNull()
      .default('all'),
    origin: text('origin', { enum: ['manual', 'automatic'] })
      .notNull()
      .default('manual'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_subscriptions_pair_uq').on(t.subscriberProfileId, t.subscribedProfileId),
    index('profile_subscriptions_subscribed_idx').on(t.subscribedProfileId, t.createdAt),
    index('profile_subscriptions_subscriber_idx').on(t.subscriberProfileId, t.createdAt),
  ],
);

export type ProfileSubscriptionRow = typeof profileSubscriptions.$inferSelect;
