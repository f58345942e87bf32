import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { uploads } from '../upload/tables';
import { users } from '../users/tables';

/**
 * The versions of a profile's NDA (README.md): every save is a new version, never changed afterwards, so an
 * acceptance always points at the exact terms it accepted. The latest version is the current NDA.
 */
export const profileNdaVersions = pgTable(
  'profile_nda_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text'),
    /** A private PDF upload, read by visitors through signed links. */
    documentKey: uuid('document_key').references(() => uploads.key, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('profile_nda_versions_profile_version_uq').on(t.profileId, t.version)],
);

/** A profile (viewer) accepted a profile's NDA: who, which version (null: the standard terms), when, and what it unlocked. */
export const profileNdaAcceptances = pgTable(
  'profile_nda_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewerProfileId: uuid('viewer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version'),
    sections: text('sections').array().notNull().default(sql`'{}'::text[]`),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_nda_acceptances_profile_idx').on(t.profileId, t.acceptedAt),
    index('profile_nda_acceptances_viewer_idx').on(t.viewerProfileId, t.profileId),
  ],
);

export type ProfileNdaVersionRow = typeof profileNdaVersions.$inferSelect;
export type ProfileNdaAcceptanceRow = typeof profileNdaAcceptances.$inferSelect;
