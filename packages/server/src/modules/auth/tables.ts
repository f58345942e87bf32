import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/** An opaque bearer token, stored as its SHA-256 hash; idle and absolute expiry are checked on every use. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'user' for a signed-in person; 'share-link' / 'investor-invite' for scoped visitor tokens (later issues). */
    kind: text('kind').notNull().default('user'),
    activeProfileId: uuid('active_profile_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use secrets sent by mail or SMS: e-mail verification (link token and short code),
 * password reset, SMS codes, secondary e-mail verification. Only hashes are stored.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** What the code is about, e.g. the e-mail address or phone number being verified. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.purpose, t.codeHash), index('one_time_codes_user_idx').on(t.userId, t.purpose)],
);

/** A social sign-in identity (OpenID Connect issuer + subject) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_uq').on(t.provider, t.subject)],
);

/** Invitations sent by e-mail: an administrator (admin/invite), or a profile inviting an investor, a fund or a member. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    profileId: uuid('profile_id'),
    role: text('role'),
    message: text('message'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_code_hash_uq').on(t.codeHash), index('invitations_email_idx').on(t.email)],
);

/** Messages from the public contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  type: text('type').notNull(),
  message: text('message').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A social sign-in in progress (GET auth/<provider> → provider → GET auth/<provider>/callback).
 * Kept in the database, not in memory, so any API process can finish the flow. The state travels
 * in the redirect and in a short-lived cookie of the browser that started it; only its hash is stored.
 * Single use: the callback deletes the row.
 */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    /** The PKCE verifier; '' when the provider does not advertise PKCE. */
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('oidc_login_states_state_hash_uq').on(t.stateHash), index('oidc_login_states_expires_idx').on(t.expiresAt)],
);

/**
 * Social sign-in hands the app a code, never a token (issue 9 item 4): the callback stores the code's hash with the
 * user it signs in and the hash of a browser-binding value kept in an HttpOnly cookie; POST auth/social/exchange
 * deletes the row (single use), checks the expiry (a minute) and the cookie, and only then opens a session.
 */
export const socialHandoverCodes = pgTable(
  'social_handover_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    browserHash: text('browser_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_handover_codes_expires_idx').on(t.expiresAt)],
);

/** Each time a user accepted the terms (verify-email with isAccepted=true): the audit trail of consent. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the acceptance was given, e.g. 'verify-email'. */
    source: text('source').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);
