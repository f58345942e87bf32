import type { SharePermissions } from '@fundnet/validation-schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '../profiles/tables';
import { users } from '../users/tables';

export interface DataRoomWatermarkColumn {
  customWatermarkText: string;
  watermarkSize: 'small' | 'medium' | 'large';
  watermarkPosition: 'center' | 'top' | 'bottom';
  watermarkRotation: 0 | 45 | -45 | 90;
}

/** A data room of a fund profile. At most one per fund is the default (POST default/data-room). */
export const dataRooms = pgTable(
  'data_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundProfileId: uuid('fund_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['external', 'fundnetDiscovery'] }).notNull(),
    externalUrl: text('external_url'),
    isDefault: boolean('is_default').notNull().default(false),
    sort: text('sort', { enum: ['ByAlphabet', 'NewestFirst', 'OlderFirst'] })
      .notNull()
      .default('ByAlphabet'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_rooms_fund_idx').on(t.fundProfileId),
    uniqueIndex('data_rooms_one_default_idx').on(t.fundProfileId).where(sql`${t.isDefault}`),
  ],
);

/**
 * Folders, files and links of a room, one tree (parent_id null = the room's top level). `position` orders
 * siblings for a manual order; the room's sort (ByAlphabet, NewestFirst, OlderFirst) orders the reads.
 */
export const dataRoomItems = pgTable(
  'data_room_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataRoomId: uuid('data_room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    kind: text('kind', { enum: ['folder', 'file', 'link'] }).notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    area: text('area', { enum: ['General', 'FileShare'] })
      .notNull()
      .default('General'),
    url: text('url'),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    size: bigint('size', { mode: 'number' }),
    pageCount: integer('page_count'),
    /** When the read job stored the file's thumbnail (null: none yet, or a kind without one). */
    thumbnailAt: timestamp('thumbnail_at', { withTimezone: true }),
    watermark: jsonb('watermark').$type<DataRoomWatermarkColumn | null>(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_items_parent_idx').on(t.dataRoomId, t.parentId, t.position)],
);

/** A permission group: room-wide permissions for its holders, overridable per item (data_room_item_permissions). */
export const dataRoomGroups = pgTable(
  'data_room_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataRoomId: uuid('data_room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<SharePermissions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_groups_room_idx').on(t.dataRoomId)],
);

/**
 * Who a group's permissions apply to: an e-mail address (an investor invited by e-mail, whether or not they
 * have an account yet), a profile (every member of it), or the fund's members of a role. A share-link visitor
 * (issue 15) becomes a fourth kind ('link', link_id) without changing the resolver's shape.
 */
export const dataRoomHolders = pgTable(
  'data_room_holders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => dataRoomGroups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'profile', 'role'] }).notNull(),
    email: text('email'),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_holders_group_idx').on(t.groupId), index('data_room_holders_email_idx').on(t.email)],
);

/** A group's permissions on one item, replacing what it inherits (room-wide or from a folder above). */
export const dataRoomItemPermissions = pgTable(
  'data_room_item_permissions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => dataRoomGroups.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => dataRoomItems.id, { onDelete: 'cascade' }),
    permissions: jsonb('permissions').$type<SharePermissions>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.itemId] })],
);

/** One opening of a file by one person; time grows with the viewer's heartbeats (tab visible only). */
export const dataRoomViews = pgTable(
  'data_room_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dataRoomId: uuid('data_room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => dataRoomItems.id, { onDelete: 'cascade' }),
    viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerEmail: text('viewer_email').notNull(),
    /** A share-link visitor's token row (fund-custom-profile-link): their views are theirs without an account. */
    viewerVisitorId: uuid('viewer_visitor_id'),
    /** The share link the view came through (null for members and holders), for the owner's analytics. */
    viaLinkId: uuid('via_link_id'),
    viewCode: text('view_code').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
    pageCount: integer('page_count'),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('data_room_views_room_idx').on(t.dataRoomId, t.startedAt), index('data_room_views_item_idx').on(t.itemId)],
);

/** Time on each page of a view. */
export const dataRoomPageTimes = pgTable(
  'data_room_page_times',
  {
    viewId: uuid('view_id')
      .notNull()
      .references(() => dataRoomViews.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    ms: bigint('ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.page] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text of a room's files for its question search (Q&A): one row per PDF page (page 1.. n), extracted by the
 * `data-room.extract-text` job after upload. `search` is computed by the database ('english': stems and stop
 * words) and GIN-indexed; PostgreSQL and PGlite answer the same query.
 */
export const dataRoomTextPages = pgTable(
  'data_room_text_pages',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => dataRoomItems.id, { onDelete: 'cascade' }),
    dataRoomId: uuid('data_room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    text: text('text').notNull(),
    search: tsvector('search').notNull().generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.page] }),
    index('data_room_text_pages_room_idx').on(t.dataRoomId),
    index('data_room_text_pages_search_idx').using('gin', t.search),
  ],
);

export type DataRoomRow = typeof dataRooms.$inferSelect;
export type DataRoomItemRow = typeof dataRoomItems.$inferSelect;
export type DataRoomGroupRow = typeof dataRoomGroups.$inferSelect;
export type DataRoomHolderRow = typeof dataRoomHolders.$inferSelect;
