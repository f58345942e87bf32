import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shareLinks } from '../fund-custom-profile-link/tables';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/** A visitor stopped by a share link asks its fund for access; the fund's members approve or decline. */
export const fundAccessRequests = pgTable(
  'fund_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    message: text('message'),
    reason: text('reason'),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('fund_access_requests_profile_idx').on(t.profileId, t.status, t.createdAt),
    index('fund_access_requests_link_idx').on(t.linkId, t.email),
  ],
);
