import {
  type EventAttendanceStatus,
  type EventHosts,
  type EventRatings,
  type EventReviewAverages,
  type EventReviewForm,
  type EventStats,
  eventReviewCriteria,
  type MyEventReview,
  type PlatformEvent,
  type PlatformEventDetail,
  type PlatformEventList,
  type PlatformEventListFilters,
  type PlatformEventValues,
  platformEventMessages,
  type PublicEventReview,
  stakeholderTypeOptions,
} from '@fundnet/validation-schema';
import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { users } from '../users/tables';
import {
  type PlatformEventReviewRow,
  type PlatformEventRow,
  platformEventAttendance,
  platformEventBookmarks,
  platformEventHosts,
  platformEventReviews,
  platformEvents,
} from './tables';
import { eventTimes } from './times';

/** Who is asking: null when signed out. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

const URL_KEYS = [
  'hostUrl',
  'eventUrl',
  'attendeesListURL',
  'lpAttendingListUrl',
  'gpAttendingListUrl',
  'otherAttendingListUrl',
  'lpTicketDetailsUrl',
  'gpTicketDetailsUrl',
  'buyTicketsServiceUrl',
] as const;

const stakeholderLabel = new Map<string, string>(stakeholderTypeOptions.map((option) => [option.value, option.label]));

const sideEventCount = sql<number>`(select count(*) from platform_events s where s.main_event_id = "platform_events"."id")::int`;

interface Mine {
  bookmarked: boolean;
  attendance: EventAttendanceStatus | null;
  reviewed: boolean;
  canEdit: boolean;
}

export function toPlatformEvent(row: PlatformEventRow, sideEvents: number, me: Mine | null): PlatformEvent {
  const urls = Object.fromEntries(URL_KEYS.map((key) => [key, row.urls[key] ?? null])) as Record<(typeof URL_KEYS)[number], string | null>;
  return {
    id: row.id,
    mainEventId: row.mainEventId,
    isSideEvent: row.mainEventId !== null,
    eventImageOriginal: row.imageOriginal,
    eventImageCropped: row.imageCropped,
    eventName: row.name,
    eventType: row.type as PlatformEvent['eventType'],
    eventFormat: row.format as PlatformEvent['eventFormat'],
    stakeholderType: row.stakeholderTypes.map((value) => ({
      value: value as PlatformEvent['stakeholderType'][number]['value'],
      label: stakeholderLabel.get(value) ?? value,
    })),
    eventStartDate: row.startDate,
    eventEndDate: row.endDate,
    eventTimezone: row.timezone as PlatformEvent['eventTimezone'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    eventCityCountry: row.cityCountry,
    hostName: row.hostName,
    eventDescription: row.description,
    ...urls,
    keywords: row.keywords,
    regions: row.regions,
    assetClasses: row.assetClasses,
    lpTicketPrice: row.lpTicketPrice,
    gpTicketPrice: row.gpTicketPrice,
    ticketCurrency: row.ticketCurrency,
    counts: countsOf(row),
    averageRating: row.reviews > 0 ? Math.round((row.ratingSum / row.reviews) * 10) / 10 : null,
    sideEventCount: sideEvents,
    me,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const countsOf = (row: PlatformEventRow) => ({
  lpAttending: row.lpAttending,
  gpAttending: row.gpAttending,
  otherAttending: row.otherAttending,
  bookmarks: row.bookmarks,
  reviews: row.reviews,
});

/** The columns of a row from the form's values. */
function columnsOf(input: PlatformEventValues, mainEventId: string | null) {
  const { startsAt, endsAt } = eventTimes(input);
  return {
    mainEventId,
    name: input.eventName,
    type: input.eventType,
    format: input.eventFormat,
    stakeholderTypes: [...new Set(input.stakeholderType.map((item) => item.value))],
    startDate: input.eventStartDate,
    endDate: input.eventEndDate,
    timezone: input.eventTimezone,
    startsAt,
    endsAt,
    cityCountry: input.eventCityCountry,
    hostName: input.hostName,
    description: input.eventDescription,
    imageOriginal: input.eventImageOriginal,
    imageCropped: input.eventImageCropped ?? null,
    urls: Object.fromEntries(URL_KEYS.map((key) => [key, input[key] ?? null])),
    keywords: [...new Set(input.keywords.map((keyword) => keyword.trim()).filter(Boolean))],
    regions: [...new Set(input.regions)],
    assetClasses: [...new Set(input.assetClasses)],
    lpTicketPrice: input.lpTicketPrice ?? null,
    gpTicketPrice: input.gpTicketPrice ?? null,
    ticketCurrency: input.ticketCurrency,
  };
}

export async function findEvent(db: DbOrTx, id: string): Promise<PlatformEventRow> {
  const [row] = await db.select().from(platformEvents).where(eq(platformEvents.id, id));
  if (!row) throw notFound(platformEventMessages.notFound, 'EVENT_NOT_FOUND');
  return row;
}

/** Administrators, the event's hosts, and the hosts of its main event. */
export async function canManage(db: DbOrTx, viewer: Viewer | null, event: PlatformEventRow): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  const ids = event.mainEventId ? [event.id, event.mainEventId] : [event.id];
  const [row] = await db
    .select({ eventId: platformEventHosts.eventId })
    .from(platformEventHosts)
    .where(and(inArray(platformEventHosts.eventId, ids), eq(platformEventHosts.userId, viewer.userId)))
    .limit(1);
  return Boolean(row);
}

async function assertCanManage(db: DbOrTx, viewer: Viewer, event: PlatformEventRow) {
  if (!(await canManage(db, viewer, event))) throw forbidden(platformEventMessages.notAllowed, 'NOT_EVENT_HOST');
}

/** The main event of a side event: it must exist and be a main event itself. */
async function mainEventOf(db: DbOrTx, input: PlatformEventValues, selfId?: string): Promise<PlatformEventRow | null> {
  if (!input.isSideEvent) return null;
  const mainEventId = input.mainEventId ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(mainEventId) || mainEventId === selfId) {
    throw unprocessable({ mainEventId: [platformEventMessages.mainEventNotFound] });
  }
  const [main] = await db.select().from(platformEvents).where(eq(platformEvents.id, mainEventId.toLowerCase()));
  if (!main) throw unprocessable({ mainEventId: [platformEventMessages.mainEventNotFound] });
  if (main.mainEventId) throw unprocessable({ mainEventId: [platformEventMessages.sideOfSide] });
  return main;
}

export async function createEvent(db: Db, viewer: Viewer, input: PlatformEventValues): Promise<PlatformEventDetail> {
  const main = await mainEventOf(db, input);
  if (!viewer.isAdmin) {
    if (!main || !(await canManage(db, viewer, main))) throw forbidden(platformEventMessages.onlyAdminsCreate, 'NOT_EVENT_HOST');
  }
  const [row] = await db
    .insert(platformEvents)
    .values({ ...columnsOf(input, main?.id ?? null), createdByUserId: viewer.userId })
    .returning();
  return getEvent(db, viewer, row!.id);
}

export async function updateEvent(db: Db, viewer: Viewer, id: string, input: PlatformEventValues): Promise<PlatformEventDetail> {
  const event = await findEvent(db, id);
  await assertCanManage(db, viewer, event);
  const main = await mainEventOf(db, input, event.id);
  if (main) {
    const [side] = await db.select({ id: platformEvents.id }).from(platformEvents).where(eq(platformEvents.mainEventId, event.id)).limit(1);
    if (side) throw unprocessable({ mainEventId: [platformEventMessages.sideOfSide] });
    // A host of a side event only may not move it under a main event they do not host.
    if (!viewer.isAdmin && main.id !== event.mainEventId && !(await canManage(db, viewer, main))) {
      throw forbidden(platformEventMessages.notAllowed, 'NOT_EVENT_HOST');
    }
  }
  await db
    .update(platformEvents)
    .set({ ...columnsOf(input, main?.id ?? null), updatedAt: new Date() })
    .where(eq(platformEvents.id, event.id));
  return getEvent(db, viewer, event.id);
}

export async function deleteEvent(db: Db, viewer: Viewer, id: string): Promise<void> {
  const event = await findEvent(db, id);
  await assertCanManage(db, viewer, event);
  await db.delete(platformEvents).where(eq(platformEvents.id, event.id));
}

/** The caller's flags on a set of events (one query per kind). */
async function mineFor(db: DbOrTx, viewer: Viewer | null, rows: PlatformEventRow[]): Promise<Map<string, Mine>> {
  const result = new Map<string, Mine>();
  if (!viewer || rows.length === 0) return result;
  const ids = rows.map((row) => row.id);
  const hostIds = [...new Set(rows.flatMap((row) => (row.mainEventId ? [row.id, row.mainEventId] : [row.id])))];
  const [bookmarks, attendance, reviews, hosts] = await Promise.all([
    db
      .select({ eventId: platformEventBookmarks.eventId })
      .from(platformEventBookmarks)
      .where(and(eq(platformEventBookmarks.userId, viewer.userId), inArray(platformEventBookmarks.eventId, ids))),
    db
      .select({ eventId: platformEventAttendance.eventId, status: platformEventAttendance.status })
      .from(platformEventAttendance)
      .where(and(eq(platformEventAttendance.userId, viewer.userId), inArray(platformEventAttendance.eventId, ids))),
    db
      .select({ eventId: platformEventReviews.eventId })
      .from(platformEventReviews)
      .where(and(eq(platformEventReviews.userId, viewer.userId), inArray(platformEventReviews.eventId, ids))),
    viewer.isAdmin
      ? Promise.resolve([])
      : db
          .select({ eventId: platformEventHosts.eventId })
          .from(platformEventHosts)
          .where(and(eq(platformEventHosts.userId, viewer.userId), inArray(platformEventHosts.eventId, hostIds))),
  ]);
  const bookmarked = new Set(bookmarks.map((row) => row.eventId));
  const attending = new Map(attendance.map((row) => [row.eventId, row.status]));
  const reviewed = new Set(reviews.map((row) => row.eventId));
  const hosted = new Set(hosts.map((row) => row.eventId));
  for (const row of rows) {
    result.set(row.id, {
      bookmarked: bookmarked.has(row.id),
      attendance: attending.get(row.id) ?? null,
      reviewed: reviewed.has(row.id),
      canEdit: viewer.isAdmin || hosted.has(row.id) || (row.mainEventId !== null && hosted.has(row.mainEventId)),
    });
  }
  return result;
}

async function present(db: DbOrTx, viewer: Viewer | null, rows: Array<PlatformEventRow & { sideEvents: number }>) {
  const mine = await mineFor(db, viewer, rows);
  return rows.map((row) => toPlatformEvent(row, row.sideEvents, viewer ? mine.get(row.id)! : null));
}

/**
 * The page's events with the caller's flags and their side-event counts, read in one query (a list page makes
 * three queries in all: count, page, this).
 */
async function decorate(db: DbOrTx, viewer: Viewer | null, rows: PlatformEventRow[]): Promise<PlatformEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const e = platformEvents;
  const user = viewer?.userId ?? null;
  const flags = await db
    .select({
      id: e.id,
      sides: sql<number>`(select count(*) from platform_events s where s.main_event_id = ${e.id})::int`,
      bookmarked: user
        ? sql<boolean>`exists (select 1 from platform_event_bookmarks b where b.event_id = ${e.id} and b.user_id = ${user})`
        : sql<boolean>`false`,
      attendance: user
        ? sql<EventAttendanceStatus | null>`(select a.status from platform_event_attendance a where a.event_id = ${e.id} and a.user_id = ${user})`
        : sql<null>`null`,
      reviewed: user
        ? sql<boolean>`exists (select 1 from platform_event_reviews r where r.event_id = ${e.id} and r.user_id = ${user})`
        : sql<boolean>`false`,
      hosted: user
        ? sql<boolean>`exists (select 1 from platform_event_hosts h where h.user_id = ${user} and (h.event_id = ${e.id} or h.event_id = ${e.mainEventId}))`
        : sql<boolean>`false`,
    })
    .from(e)
    .where(inArray(e.id, ids));
  const byId = new Map(flags.map((flag) => [flag.id, flag]));
  return rows.map((row) => {
    const flag = byId.get(row.id);
    const me: Mine | null = viewer
      ? {
          bookmarked: Boolean(flag?.bookmarked),
          attendance: flag?.attendance ?? null,
          reviewed: Boolean(flag?.reviewed),
          canEdit: viewer.isAdmin || Boolean(flag?.hosted),
        }
      : null;
    return toPlatformEvent(row, flag?.sides ?? 0, me);
  });
}

/** "Have attended": attended, or said "I attend" to an event that has started. */
const attendedBy = (userId: string) =>
  sql`exists (select 1 from platform_event_attendance a where a.event_id = ${platformEvents.id} and a.user_id = ${userId}
    and (a.status = 'attended' or ${platformEvents.startsAt} <= now()))`;

/**
 * GET platform-event: main events (side events are listed on their main event's page) matching every filter,
 * in the chosen order, one page, with the total (a window count in the same query).
 */
export async function listEvents(db: DbOrTx, viewer: Viewer | null, filters: PlatformEventListFilters): Promise<PlatformEventList> {
  const where: SQL[] = [isNull(platformEvents.mainEventId)];
  const now = new Date();
  const none = sql`false`;
  if (filters.group === 'upcoming') where.push(gte(platformEvents.endsAt, now));
  if (filters.group === 'past') where.push(lt(platformEvents.endsAt, now));
  if (filters.group === 'bookmarked') {
    where.push(
      viewer
        ? sql`exists (select 1 from platform_event_bookmarks b where b.event_id = ${platformEvents.id} and b.user_id = ${viewer.userId})`
        : none,
    );
  }
  if (filters.group === 'hosting') {
    where.push(
      viewer
        ? sql`exists (select 1 from platform_event_hosts h where h.event_id = ${platformEvents.id} and h.user_id = ${viewer.userId})`
        : none,
    );
  }
  if (filters.stakeholders.length) where.push(arrayOverlaps(platformEvents.stakeholderTypes, filters.stakeholders));
  if (filters.regions.length) where.push(arrayOverlaps(platformEvents.regions, filters.regions));
  if (filters.assetClass.length) where.push(arrayOverlaps(platformEvents.assetClasses, filters.assetClass));
  if (filters.keywords.length) {
    const wanted = sql.join(
      filters.keywords.map((keyword) => sql`${keyword}`),
      sql`, `,
    );
    where.push(sql`exists (select 1 from unnest(${platformEvents.keywords}) k where lower(k) in (${wanted}))`);
  }
  if (filters.format) where.push(eq(platformEvents.format, filters.format));
  if (filters.dataRangeFrom) where.push(gte(platformEvents.endsAt, new Date(`${filters.dataRangeFrom}T00:00:00Z`)));
  if (filters.dataRangeTo) where.push(lte(platformEvents.startsAt, new Date(`${filters.dataRangeTo}T23:59:59.999Z`)));
  if (filters.attendance === 'haveAttended') where.push(viewer ? attendedBy(viewer.userId) : none);
  if (filters.attendance === 'haveNotAttended' && viewer) where.push(sql`not ${attendedBy(viewer.userId)}`);
  if (filters.search) where.push(ilike(platformEvents.name, `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));

  const order: SQL[] = [];
  switch (filters.order) {
    case 'MostLpAttending':
      order.push(desc(platformEvents.lpAttending));
      break;
    case 'MostGpAttending':
      order.push(desc(platformEvents.gpAttending));
      break;
    case 'LowestPriceGp':
      order.push(sql`${platformEvents.gpTicketPrice} asc nulls last`);
      break;
    case 'LowestPriceLp':
      order.push(sql`${platformEvents.lpTicketPrice} asc nulls last`);
      break;
    default:
    // Upcoming: two queries below.
  }
  order.push(asc(platformEvents.startsAt), asc(platformEvents.id));

  const condition = and(...where);
  let rows: PlatformEventRow[];
  let total: number;
  if (filters.order === 'Upcoming') {
    // Two index walks instead of a sort of every match: the events not over yet (soonest first), then the past ones
    // (latest first). One counting scan tells both the total and where the first part ends.
    const [counted] = await db
      .select({
        total: sql<number>`count(*)::int`,
        upcoming: sql<number>`(count(*) filter (where ${platformEvents.endsAt} >= ${now}))::int`,
      })
      .from(platformEvents)
      .where(condition);
    total = counted?.total ?? 0;
    const upcoming = counted?.upcoming ?? 0;
    rows = [];
    if (filters.skip < upcoming) {
      rows = await db
        .select()
        .from(platformEvents)
        .where(and(condition, gte(platformEvents.endsAt, now)))
        .orderBy(asc(platformEvents.startsAt), asc(platformEvents.id))
        .limit(filters.take)
        .offset(filters.skip);
    }
    if (rows.length < filters.take && filters.skip + rows.length < total) {
      const past = await db
        .select()
        .from(platformEvents)
        .where(and(condition, lt(platformEvents.endsAt, now)))
        .orderBy(desc(platformEvents.startsAt), asc(platformEvents.id))
        .limit(filters.take - rows.length)
        .offset(Math.max(0, filters.skip - upcoming));
      rows = [...rows, ...past];
    }
  } else {
    rows = await db
      .select()
      .from(platformEvents)
      .where(condition)
      .orderBy(...order)
      .limit(filters.take)
      .offset(filters.skip);
    // The total only when this page does not tell it (a short first page is the whole list).
    total = filters.skip + rows.length;
    if (rows.length === filters.take || (rows.length === 0 && filters.skip > 0)) {
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(platformEvents).where(condition);
      total = counted?.n ?? 0;
    }
  }
  const items = await decorate(db, viewer, rows);
  return { items, total, skip: filters.skip, take: filters.take };
}

/** GET platform-event/{id}: the event, its main event (for a side event) and its side events. */
export async function getEvent(db: DbOrTx, viewer: Viewer | null, id: string): Promise<PlatformEventDetail> {
  const [found] = await db
    .select({ event: platformEvents, sideEvents: sideEventCount })
    .from(platformEvents)
    .where(eq(platformEvents.id, id));
  if (!found) throw notFound(platformEventMessages.notFound, 'EVENT_NOT_FOUND');
  const related = await db
    .select({ event: platformEvents, sideEvents: sideEventCount })
    .from(platformEvents)
    .where(found.event.mainEventId ? eq(platformEvents.id, found.event.mainEventId) : eq(platformEvents.mainEventId, found.event.id))
    .orderBy(asc(platformEvents.startsAt), asc(platformEvents.id));
  const all = await present(
    db,
    viewer,
    [found, ...related].map((row) => ({ ...row.event, sideEvents: row.sideEvents })),
  );
  const [event, ...others] = all as [PlatformEvent, ...PlatformEvent[]];
  return found.event.mainEventId ? { event, mainEvent: others[0] ?? null, sideEvents: [] } : { event, mainEvent: null, sideEvents: others };
}

// ---------------------------------------------------------------- hosts

export async function listHosts(db: Db, viewer: Viewer, id: string): Promise<EventHosts> {
  const event = await findEvent(db, id);
  await assertCanManage(db, viewer, event);
  return hostsOf(db, event.id);
}

async function hostsOf(db: DbOrTx, eventId: string): Promise<EventHosts> {
  const rows = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(platformEventHosts)
    .innerJoin(users, eq(users.id, platformEventHosts.userId))
    .where(eq(platformEventHosts.eventId, eventId))
    .orderBy(asc(users.email));
  return {
    hosts: rows.map((row) => ({ userId: row.userId, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() || row.email })),
  };
}

/** PUT platform-event/{id}/hosts: the whole list of hosts, by e-mail (administrators only). */
export async function setHosts(db: Db, id: string, emails: string[]): Promise<EventHosts> {
  const event = await findEvent(db, id);
  const wanted = [...new Set(emails)];
  const found = wanted.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.email, wanted), isNull(users.deletedAt)))
    : [];
  const known = new Set(found.map((row) => row.email));
  const unknown = wanted.filter((email) => !known.has(email));
  if (unknown.length) throw unprocessable({ emails: unknown.map((email) => `${platformEventMessages.unknownHost}: ${email}`) });
  await db.transaction(async (tx) => {
    await tx.delete(platformEventHosts).where(eq(platformEventHosts.eventId, event.id));
    if (found.length) await tx.insert(platformEventHosts).values(found.map((row) => ({ eventId: event.id, userId: row.id })));
  });
  return hostsOf(db, event.id);
}

// ---------------------------------------------------------------- bookmarks and attendance

export async function setBookmark(db: Db, userId: string, id: string, on: boolean) {
  return db.transaction(async (tx) => {
    const event = await findEvent(tx, id);
    const changed = on
      ? await tx.insert(platformEventBookmarks).values({ eventId: event.id, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(platformEventBookmarks)
          .where(and(eq(platformEventBookmarks.eventId, event.id), eq(platformEventBookmarks.userId, userId)))
          .returning();
    let row = event;
    if (changed.length) {
      [row] = (await tx
        .update(platformEvents)
        .set({ bookmarks: sql`${platformEvents.bookmarks} + ${on ? 1 : -1}` })
        .where(eq(platformEvents.id, event.id))
        .returning()) as [PlatformEventRow];
    }
    return { bookmarked: on, counts: countsOf(row) };
  });
}

type Bucket = 'lpAttending' | 'gpAttending' | 'otherAttending';
const bucketOf = (profileType: string | null): Bucket =>
  profileType === 'investor' ? 'lpAttending' : profileType === 'fund' ? 'gpAttending' : 'otherAttending';
const bucketColumn = {
  lpAttending: platformEvents.lpAttending,
  gpAttending: platformEvents.gpAttending,
  otherAttending: platformEvents.otherAttending,
};

/**
 * PUT / DELETE platform-event/{id}/attendance. The active profile's type (if any) decides the LP / GP / other
 * count; changing the profile or the status moves the one count. "I attended" only once the event has started.
 */
export async function setAttendance(
  db: Db,
  userId: string,
  profile: { id: string; type: string } | null,
  id: string,
  status: EventAttendanceStatus | null,
) {
  return db.transaction(async (tx) => {
    const event = await findEvent(tx, id);
    if (status === 'attended' && event.startsAt > new Date())
      throw conflict(platformEventMessages.attendedBeforeStart, 'EVENT_NOT_STARTED');
    const [before] = await tx
      .select()
      .from(platformEventAttendance)
      .where(and(eq(platformEventAttendance.eventId, event.id), eq(platformEventAttendance.userId, userId)))
      .for('update');
    const delta = new Map<Bucket, number>();
    if (before) delta.set(bucketOf(before.profileType), -1);
    if (status) {
      const bucket = bucketOf(profile?.type ?? null);
      delta.set(bucket, (delta.get(bucket) ?? 0) + 1);
      await tx
        .insert(platformEventAttendance)
        .values({ eventId: event.id, userId, profileId: profile?.id ?? null, profileType: profile?.type ?? null, status })
        .onConflictDoUpdate({
          target: [platformEventAttendance.eventId, platformEventAttendance.userId],
          set: { profileId: profile?.id ?? null, profileType: profile?.type ?? null, status, updatedAt: new Date() },
        });
    } else if (before) {
      await tx
        .delete(platformEventAttendance)
        .where(and(eq(platformEventAttendance.eventId, event.id), eq(platformEventAttendance.userId, userId)));
    }
    const set = Object.fromEntries(
      [...delta].filter(([, n]) => n !== 0).map(([bucket, n]) => [bucket, sql`${bucketColumn[bucket]} + ${n}`]),
    );
    let row = event;
    if (Object.keys(set).length) {
      [row] = (await tx.update(platformEvents).set(set).where(eq(platformEvents.id, event.id)).returning()) as [PlatformEventRow];
    }
    return { status, counts: countsOf(row) };
  });
}

// ---------------------------------------------------------------- reviews

const ratingOf = (key: string) => sql`avg(nullif((${platformEventReviews.form} -> ${key} ->> 'rating'), '')::numeric)`;

async function averagesOf(db: DbOrTx, eventId: string): Promise<EventReviewAverages> {
  const keys = ['generalRating', ...eventReviewCriteria] as const;
  const selection = Object.fromEntries(
    keys.map((key) => [key, key === 'generalRating' ? sql<string | null>`avg(${platformEventReviews.generalRating})` : ratingOf(key)]),
  ) as Record<(typeof keys)[number], SQL<string | null>>;
  const [row] = await db.select(selection).from(platformEventReviews).where(eq(platformEventReviews.eventId, eventId));
  return Object.fromEntries(
    keys.map((key) => {
      const value = row?.[key];
      return [key, value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10];
    }),
  ) as EventReviewAverages;
}

const criterionOf = (form: Record<string, unknown>, key: string) => {
  const value = form[key] as { rating?: number | null; comment?: string | null } | null | undefined;
  return value ? { rating: value.rating ?? null, comment: value.comment ?? null } : null;
};

function toPublicReview(row: PlatformEventReviewRow, viewer: Viewer | null): PublicEventReview {
  const form = row.form as Record<string, unknown> & EventReviewForm;
  return {
    id: row.id,
    reviewerName: `${form.reviewerFirstName} ${form.reviewerLasttName.slice(0, 1)}.`,
    reviewerCompanyName: form.reviewerCompanyName,
    reviewerBestDescription: form.reviewerBestDescription,
    analysisPerspective: form.analysisPerspective,
    generalRating: row.generalRating,
    shortFeedback: form.shortFeedback,
    generalFeedback: form.generalFeedback,
    criteria: Object.fromEntries(eventReviewCriteria.map((key) => [key, criterionOf(form, key)])) as PublicEventReview['criteria'],
    mine: viewer?.userId === row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET platform-event/{id}/ratings: every review (newest first) and the averages per criterion. */
export async function listRatings(db: DbOrTx, viewer: Viewer | null, id: string): Promise<EventRatings> {
  const event = await findEvent(db, id);
  const rows = await db
    .select()
    .from(platformEventReviews)
    .where(eq(platformEventReviews.eventId, event.id))
    .orderBy(desc(platformEventReviews.updatedAt), asc(platformEventReviews.id));
  return { count: rows.length, averages: await averagesOf(db, event.id), items: rows.map((row) => toPublicReview(row, viewer)) };
}

/** Why the user may not review (null: they may). */
async function reviewBlocker(db: DbOrTx, userId: string, event: PlatformEventRow): Promise<string | null> {
  const [attendance] = await db
    .select({ status: platformEventAttendance.status })
    .from(platformEventAttendance)
    .where(and(eq(platformEventAttendance.eventId, event.id), eq(platformEventAttendance.userId, userId)));
  if (!attendance) return platformEventMessages.attendanceRequired;
  if (event.startsAt > new Date()) return platformEventMessages.notStarted;
  return null;
}

export async function myReview(db: DbOrTx, userId: string, id: string): Promise<MyEventReview> {
  const event = await findEvent(db, id);
  const [row] = await db
    .select()
    .from(platformEventReviews)
    .where(and(eq(platformEventReviews.eventId, event.id), eq(platformEventReviews.userId, userId)));
  const reason = await reviewBlocker(db, userId, event);
  return {
    review: row
      ? ({
          ...(row.form as EventReviewForm),
          ...Object.fromEntries(eventReviewCriteria.map((key) => [key, criterionOf(row.form, key)])),
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        } as NonNullable<MyEventReview['review']>)
      : null,
    canReview: reason === null,
    reason,
  };
}

/** PUT platform-event/{id}/ratings/mine: writes or replaces the user's one review. 201 new, 200 replaced. */
export async function saveReview(db: Db, userId: string, id: string, form: EventReviewForm) {
  return db.transaction(async (tx) => {
    const event = await findEvent(tx, id);
    const reason = await reviewBlocker(tx, userId, event);
    if (reason === platformEventMessages.attendanceRequired) throw forbidden(reason, 'ATTENDANCE_REQUIRED');
    if (reason) throw conflict(reason, 'EVENT_NOT_STARTED');
    const [before] = await tx
      .select()
      .from(platformEventReviews)
      .where(and(eq(platformEventReviews.eventId, event.id), eq(platformEventReviews.userId, userId)))
      .for('update');
    const values = { generalRating: form.generalRating, form: form as unknown as Record<string, unknown>, updatedAt: new Date() };
    if (before) {
      await tx.update(platformEventReviews).set(values).where(eq(platformEventReviews.id, before.id));
      await tx
        .update(platformEvents)
        .set({ ratingSum: sql`${platformEvents.ratingSum} + ${form.generalRating - before.generalRating}` })
        .where(eq(platformEvents.id, event.id));
    } else {
      await tx.insert(platformEventReviews).values({ eventId: event.id, userId, ...values });
      await tx
        .update(platformEvents)
        .set({ reviews: sql`${platformEvents.reviews} + 1`, ratingSum: sql`${platformEvents.ratingSum} + ${form.generalRating}` })
        .where(eq(platformEvents.id, event.id));
    }
    return { created: !before, review: await myReview(tx, userId, event.id) };
  });
}

/** DELETE platform-event/{id}/ratings/mine. */
export async function deleteReview(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const event = await findEvent(tx, id);
    const [gone] = await tx
      .delete(platformEventReviews)
      .where(and(eq(platformEventReviews.eventId, event.id), eq(platformEventReviews.userId, userId)))
      .returning();
    if (gone) {
      await tx
        .update(platformEvents)
        .set({ reviews: sql`${platformEvents.reviews} - 1`, ratingSum: sql`${platformEvents.ratingSum} - ${gone.generalRating}` })
        .where(eq(platformEvents.id, event.id));
    }
  });
}

export async function eventStats(db: DbOrTx, id: string): Promise<EventStats> {
  const event = await findEvent(db, id);
  const [statuses] = await db
    .select({
      attending: sql<number>`count(*) filter (where ${platformEventAttendance.status} = 'attending')::int`,
      attended: sql<number>`count(*) filter (where ${platformEventAttendance.status} = 'attended')::int`,
    })
    .from(platformEventAttendance)
    .where(eq(platformEventAttendance.eventId, event.id));
  const [sides] = await db.select({ n: sql<number>`count(*)::int` }).from(platformEvents).where(eq(platformEvents.mainEventId, event.id));
  return {
    counts: countsOf(event),
    attending: statuses?.attending ?? 0,
    attended: statuses?.attended ?? 0,
    averages: await averagesOf(db, event.id),
    sideEvents: sides?.n ?? 0,
  };
}
