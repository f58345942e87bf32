import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Uploaded files. `key` is the file's stable id (in URLs and in other modules' columns); the bytes
 * live in the storage (lib/storage) under `storage_key`, which changes when the content is replaced
 * (`version` + 1), so a cached copy of the old content is never served under the new URL.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: uuid('key').primaryKey().defaultRandom(),
    /** Null when the uploader's account was removed (the file stays until it is cleaned up). */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    purpose: text('purpose', { enum: ['logo', 'image', 'document'] }),
    /** The kind decided from the content (uploadFileKinds in the validation-schema contract). */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    thumbnailStorageKey: text('thumbnail_storage_key'),
    thumbnailSize: bigint('thumbnail_size', { mode: 'number' }),
    version: integer('version').notNull().default(1),
    /** Where upload/getByUrl fetched it from. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('uploads_owner_created_idx').on(t.ownerUserId, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
