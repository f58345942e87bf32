import { foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profileMembers } from '../profiles/tables';

/**
 * A member's choice for one notification option of one profile (README.md). No row: the default
 * (`notificationDefaults`). Rows go with the membership (a member who leaves gets nothing more).
 */
export const profileNotificationPreferences = pgTable(
  'profile_notification_preferences',
  {
    profileId: uuid('profile_id').notNull(),
    userId: uuid('user_id').notNull(),
    option: text('option').notNull(),
    frequency: text('frequency', { enum: ['off', 'immediately', 'daily', 'weekly'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.userId, t.option] }),
    foreignKey({
      name: 'profile_notification_preferences_member_fk',
      columns: [t.profileId, t.userId],
      foreignColumns: [profileMembers.profileId, profileMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * When a member's last digest of a profile was sent, per frequency: the digest job claims a row (under a
 * row lock) before mailing, so several API processes never send the same digest twice.
 */
export const profileNotificationDigests = pgTable(
  'profile_notification_digests',
  {
    profileId: uuid('profile_id').notNull(),
    userId: uuid('user_id').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.userId, t.frequency] }),
    foreignKey({
      name: 'profile_notification_digests_member_fk',
      columns: [t.profileId, t.userId],
      foreignColumns: [profileMembers.profileId, profileMembers.userId],
    }).onDelete('cascade'),
  ],
);

export type NotificationPreferenceRow = typeof profileNotificationPreferences.$inferSelect;
