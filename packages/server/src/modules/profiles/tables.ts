import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * The core of every fund, investor and service-provider profile. Section data of each type
 * lives in the profile family's own tables (fund-info, investor-info, service-provider).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['fund', 'investor', 'serviceProvider'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    status: text('status', { enum: ['draft', 'pendingApproval', 'published', 'rejected', 'archived'] })
      .notNull()
      .default('draft'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('profiles_type_slug_uq').on(t.type, t.slug).where(sql`${t.deletedAt} is null`),
    index('profiles_type_status_idx').on(t.type, t.status),
  ],
);

export const profileMembers = pgTable(
  'profile_members',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'editor', 'viewer'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.userId] }), index('profile_members_user_idx').on(t.userId)],
);

export type ProfileRow = typeof profiles.$inferSelect;
