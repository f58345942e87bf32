import { profileClaimStatuses } from '@fundnet/validation-schema';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * A person's claim of a profile without an owner (README.md). The mailed link's token is stored as its
 * SHA-256 only, like the single-use codes of auth; it stays after use so a second use can say "used".
 */
export const profileClaims = pgTable(
  'profile_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: profileClaimStatuses }).notNull().default('emailSent'),
    /** The work address the link went to (lower-case). */
    email: text('email').notNull(),
    emailDomain: text('email_domain').notNull(),
    /** The profile's website domain when the claim started; null when it has none. */
    websiteDomain: text('website_domain'),
    domainMatches: boolean('domain_matches').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    declineMessage: text('decline_message'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_claims_code_hash_uq').on(t.codeHash),
    index('profile_claims_profile_idx').on(t.profileId, t.status),
    index('profile_claims_user_idx').on(t.userId, t.createdAt),
    index('profile_claims_status_idx').on(t.status, t.createdAt),
  ],
);

export type ProfileClaimRow = typeof profileClaims.$inferSelect;
