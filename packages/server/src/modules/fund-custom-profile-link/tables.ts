import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accessPolicies, accessVisitorTokens } from '../access-policy/tables';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';
import type { SharePermissions } from '@fundnet/validation-schema';

/** A fund's share link: an unguessable slug, the sections it opens, its permissions, and its access policy (one row). */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** 128 random bits, base64url (22 characters): nothing about one slug tells another. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => accessPolicies.id, { onDelete: 'restrict' }),
    /** The profile sections the link opens (content section ids of the profile's family). */
    scope: text('scope').array().notNull().default(sql`'{}'::text[]`),
    permissions: jsonb('permissions').$type<SharePermissions>().notNull(),
    /** How visitors take the NDA when the policy asks for one: a click, or a signature with a certified PDF (ADR 0082). */
    ndaMode: text('nda_mode', { enum: ['clickThrough', 'signature'] })
      .notNull()
      .default('clickThrough'),
    /** Visitors may ask the fund questions in the data rooms of the scope (data-room-qa, ADR 0081); off unless set. */
    allowQuestions: boolean('allow_questions').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Deleted by the fund: the row stays so its visits (and the profile visits, access requests and LP signals that
     * name it) keep their history, but its address answers 404, its tokens are dead and it counts against no limit.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('share_links_slug_uq').on(t.slug), index('share_links_profile_idx').on(t.profileId, t.createdAt)],
);

/**
 * One visitor of a link (by e-mail when known, else by visitor token): first and last seen, how many opens, and the
 * seconds spent per section (heartbeats while a section is on screen). Kept here until profile-view offers a
 * record-visit function for link visits (README).
 */
export const shareLinkVisits = pgTable(
  'share_link_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    /** 'email:<address>' or 'token:<visitor token id>'. */
    visitorKey: text('visitor_key').notNull(),
    visitorTokenId: uuid('visitor_token_id').references(() => accessVisitorTokens.id, { onDelete: 'set null' }),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    opens: integer('opens').notNull().default(1),
    sectionSeconds: jsonb('section_seconds').$type<Record<string, number>>().notNull().default({}),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_link_visits_visitor_uq').on(t.linkId, t.visitorKey),
    index('share_link_visits_link_idx').on(t.linkId, t.lastSeenAt),
  ],
);

/**
 * "I'm interested": what a visitor who passed every gate sent the fund. One per visitor of a link, keyed like the
 * visits (so the fund's visits list shows it beside that visitor); sending again updates the message and mails no one.
 */
export const shareLinkInterests = pgTable(
  'share_link_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    /** The visit's key: 'email:<address>' or 'token:<visitor token id>'. */
    visitorKey: text('visitor_key').notNull(),
    visitorTokenId: uuid('visitor_token_id').references(() => accessVisitorTokens.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Where the visitor asks to be reached (typed, or the address the link holds for them). */
    email: text('email').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_link_interests_visitor_uq').on(t.linkId, t.visitorKey)],
);

/**
 * Every acceptance (click-through) or signature of a link's NDA: a permanent record of the fund (ADR 0082), never on
 * the visitor token (tokens are purged 30 days after they end). Written when the visitor takes the NDA, whatever they
 * open next. A signature also holds its signed PDF (storage key) and the hashes printed on its certificate.
 */
export const shareLinkNdaRecords = pgTable(
  'share_link_nda_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    /** The visit's key ('email:<address>' or 'token:<visitor token id>'), so the visits list shows it per visitor. */
    visitorKey: text('visitor_key').notNull(),
    mode: text('mode', { enum: ['clickThrough', 'signature'] }).notNull(),
    /** The NDA version taken (0: the standard terms) and the SHA-256 of its text. */
    ndaVersion: integer('nda_version').notNull(),
    versionHash: text('version_hash').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Signatures: the signed PDF in storage, its hashes, and the hash of the key mailed to the signer for their copy. */
    pdfKey: text('pdf_key'),
    contentHash: text('content_hash'),
    fileHash: text('file_hash'),
    copyKeyHash: text('copy_key_hash'),
  },
  (t) => [
    index('share_link_nda_records_link_idx').on(t.linkId, t.at),
    index('share_link_nda_records_file_hash_idx').on(t.fileHash),
    index('share_link_nda_records_content_hash_idx').on(t.contentHash),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ShareLinkInterestRow = typeof shareLinkInterests.$inferSelect;
export type ShareLinkNdaRecordRow = typeof shareLinkNdaRecords.$inferSelect;
