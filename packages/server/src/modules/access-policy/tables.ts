import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * One access policy: everything that decides who may open a shared thing (a share link today, a data room
 * later), as one row. The access mode of the link is translated into these columns once, when it is saved
 * (policy.ts `policyForMode`); evaluation (policy.ts `evaluateAccess`) reads only the columns.
 * `version` goes up whenever a change must end the visitor tokens already handed out (switched off, password,
 * scope, lists, NDA, expiry): every token remembers the version it was issued under and is checked on each use.
 */
export const accessPolicies = pgTable('access_policies', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The access mode it was built from (enums/access.ts), kept to show and edit it again. */
  mode: text('mode').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  requireEmail: boolean('require_email').notNull().default(false),
  /** How the address is proven: 'none' (typed), 'signIn' (an account with that address), 'magicLink' (a mailed one-time link or code). */
  verifyEmail: text('verify_email', { enum: ['none', 'signIn', 'magicLink'] })
    .notNull()
    .default('none'),
  /** argon2id; null: no password. */
  passwordHash: text('password_hash'),
  /** Addresses and '@domain's admitted (empty: anyone who passes the other gates). */
  allowList: text('allow_list').array().notNull().default(sql`'{}'::text[]`),
  /** Addresses and '@domain's refused whatever else holds. */
  denyList: text('deny_list').array().notNull().default(sql`'{}'::text[]`),
  /** The NDA of this profile must be accepted (its current profile-nda version; none: the standard terms). */
  ndaProfileId: uuid('nda_profile_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor token: what a visitor holds after opening a shared thing, stored as its SHA-256 hash. It records the
 * gates passed so far; it reads anything only while the policy evaluates to 'granted' for it and its
 * `policyVersion` still equals the policy's.
 */
export const accessVisitorTokens = pgTable(
  'access_visitor_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => accessPolicies.id, { onDelete: 'cascade' }),
    /** What the token opens (a share link's id): a token never reads another subject, even under the same policy. */
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    policyVersion: integer('policy_version').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordPassed: boolean('password_passed').notNull().default(false),
    /** The NDA version accepted: 0 for the standard terms; null: not accepted. */
    ndaVersion: integer('nda_version'),
    ndaAcceptedAt: timestamp('nda_accepted_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('access_visitor_tokens_hash_uq').on(t.tokenHash),
    index('access_visitor_tokens_subject_idx').on(t.subjectId, t.email),
  ],
);

/** One-time magic links (and their typed code) mailed to prove an address; only a POST consumes them. */
export const accessMagicCodes = pgTable(
  'access_magic_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => accessPolicies.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_magic_codes_token_uq').on(t.tokenHash), index('access_magic_codes_subject_idx').on(t.subjectId, t.email)],
);

export type AccessPolicyRow = typeof accessPolicies.$inferSelect;
export type AccessVisitorTokenRow = typeof accessVisitorTokens.$inferSelect;
