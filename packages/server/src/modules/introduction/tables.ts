import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * Introductions between two profiles of different kinds (double opt-in, README.md). The spec's
 * investorId / fundId / providerId are kept beside the requester and target so a profile's
 * introductions are found by kind too. The mailed code is stored hashed. `status` holds requested,
 * accepted, introduced, declined or expired; a request past its expiry is shown as expired and is
 * written so when a new request for the same pair arrives.
 */
export const introductions = pgTable(
  'introductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterProfileId: uuid('requester_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetProfileId: uuid('target_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id').references(() => profiles.id, { onDelete: 'cascade' }),
    fundId: uuid('fund_id').references(() => profiles.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => profiles.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The target's owner the request was mailed to (the target side's contact unless someone else answers signed in). */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['requested', 'accepted', 'introduced', 'declined', 'expired'] })
      .notNull()
      .default('requested'),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    introducedAt: timestamp('introduced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('introductions_code_hash_uq').on(t.codeHash),
    // One open request per pair: a second ask while the first waits is a 409, also under a race.
    uniqueIndex('introductions_open_pair_uq').on(t.requesterProfileId, t.targetProfileId).where(sql`${t.status} = 'requested'`),
    index('introductions_requester_idx').on(t.requesterProfileId, t.createdAt),
    index('introductions_target_idx').on(t.targetProfileId, t.createdAt),
  ],
);
