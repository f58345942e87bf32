import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

/**
 * The profile-sections engine (README.md): a profile's data is a set of named sections, each one JSONB
 * document validated by its family's valibot schema before it is written.
 */

/** The WORKING copy of each section: what the profile's members see and edit. */
export const profileSections = pgTable(
  'profile_sections',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.section] })],
);

/** The PUBLISHED copy of each section: what the public sees; only an approval (or an administrator's own edit) writes it. */
export const profileSectionsPublished = pgTable(
  'profile_sections_published',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.section] })],
);

/**
 * Per-profile visibility settings. They take effect at once (no approval): they only ever hide, gate
 * or annotate data that was already approved.
 */
export const profileSettings = pgTable('profile_settings', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  requireNda: boolean('require_nda').notNull().default(false),
  /** Sections withheld publicly while requireNda is on, until the visitor's profile accepts the NDA. */
  ndaSections: text('nda_sections').array().notNull().default(sql`'{}'::text[]`),
  /** '<section>.<field>' removed from the public view. */
  hiddenFields: text('hidden_fields').array().notNull().default(sql`'{}'::text[]`),
  /** '<section>.<field>' declared not applicable (counted as filled by the density). */
  notApplicableFields: text('not_applicable_fields').array().notNull().default(sql`'{}'::text[]`),
  /** Sections open to share-link visitors without the NDA (share links are a later issue; kept empty until then). */
  visitorUnlockedSections: text('visitor_unlocked_sections').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A profile (viewer) accepted the NDA of another profile for one section: that section is unlocked for its members. */
export const profileSectionUnlocks = pgTable(
  'profile_section_unlocks',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewerProfileId: uuid('viewer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    unlockedByUserId: uuid('unlocked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerProfileId, t.section] })],
);

/** Someone tried to open a gated section of a profile (the owner sees how many). */
export const profileAccessAttempts = pgTable(
  'profile_access_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    section: text('section'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerProfileId: uuid('viewer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_access_attempts_profile_idx').on(t.profileId)],
);

export type ProfileSectionRow = typeof profileSections.$inferSelect;
export type PublishedSectionRow = typeof profileSectionsPublished.$inferSelect;
export type ProfileSettingsRow = typeof profileSettings.$inferSelect;
