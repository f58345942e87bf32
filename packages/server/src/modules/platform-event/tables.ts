import type { EventAttendanceStatus } from '@fundnet/validation-schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
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

/**
 * A platform event (forms §3 Event) plus our regions, asset classes and ticket prices. A side event points at its
 * main event (`main_event_id`, deleted with it). The attendance, bookmark and review counters are kept on the row
 * (updated in the same transaction as the rows they count) so the list sorts and filters on one table.
 */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainEventId: uuid('main_event_id').references((): AnyPgColumn => platformEvents.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    format: text('format').notNull(),
    stakeholderTypes: text('stakeholder_types').array().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    timezone: text('timezone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cityCountry: text('city_country').notNull(),
    hostName: text('host_name').notNull(),
    description: text('description').notNull(),
    imageOriginal: text('image_original').notNull(),
    imageCropped: text('image_cropped'),
    /** hostUrl, eventUrl, attendeesListURL, ... buyTicketsServiceUrl (all optional). */
    urls: jsonb('urls').$type<Record<string, string | null>>().notNull(),
    keywords: text('keywords').array().notNull(),
    regions: text('regions').array().notNull(),
    assetClasses: text('asset_classes').array().notNull(),
    lpTicketPrice: doublePrecision('lp_ticket_price'),
    gpTicketPrice: doublePrecision('gp_ticket_price'),
    ticketCurrency: text('ticket_currency').notNull().default('EUR'),
    lpAttending: integer('lp_attending').notNull().default(0),
    gpAttending: integer('gp_attending').notNull().default(0),
    otherAttending: integer('other_attending').notNull().default(0),
    bookmarks: integer('bookmarks').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('platform_events_main_idx').on(t.mainEventId),
    index('platform_events_starts_idx').on(t.startsAt),
    index('platform_events_main_starts_idx').on(t.startsAt).where(sql`${t.mainEventId} is null`),
    // The list's sorts by attendance and price walk these for a page (main events only).
    index('platform_events_lp_idx').on(t.lpAttending.desc(), t.startsAt, t.id).where(sql`${t.mainEventId} is null`),
    index('platform_events_gp_idx').on(t.gpAttending.desc(), t.startsAt, t.id).where(sql`${t.mainEventId} is null`),
    index('platform_events_lp_price_idx').on(t.lpTicketPrice.asc().nullsLast(), t.startsAt, t.id).where(sql`${t.mainEventId} is null`),
    index('platform_events_gp_price_idx').on(t.gpTicketPrice.asc().nullsLast(), t.startsAt, t.id).where(sql`${t.mainEventId} is null`),
  ],
);
export type PlatformEventRow = typeof platformEvents.$inferSelect;

/** The users an administrator named hosts of an event (they edit it and manage its side events). */
export const platformEventHosts = pgTable(
  'platform_event_hosts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => platformEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('platform_event_hosts_user_idx').on(t.userId)],
);

export const platformEventBookmarks = pgTable(
  'platform_event_bookmarks',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => platformEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('platform_event_bookmarks_user_idx').on(t.userId)],
);

/**
 * "I attend" / "I attended", one per user and event. `profile_type` is the type of the profile the user acted as
 * when recording it: investor = LP, fund = GP, anything else (or none) = other.
 */
export const platformEventAttendance = pgTable(
  'platform_event_attendance',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => platformEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    profileType: text('profile_type'),
    status: text('status').$type<EventAttendanceStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('platform_event_attendance_user_idx').on(t.userId)],
);

/** A review (forms §3 Event review): one per user and event, editable. The form is kept as sent in `form`. */
export const platformEventReviews = pgTable(
  'platform_event_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => platformEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generalRating: integer('general_rating').notNull(),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_event_reviews_one_idx').on(t.eventId, t.userId)],
);
export type PlatformEventReviewRow = typeof platformEventReviews.$inferSelect;

/** The secret token of a user's iCal feed of bookmarked events (one per user; reset makes a new one). */
export const platformEventCalendarTokens = pgTable('platform_event_calendar_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
