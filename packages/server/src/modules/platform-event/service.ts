import {
  type EventAttendanceStatus,
  type PlatformEvent,
  type PlatformEventDetail,
  type PlatformEventList,
  type PlatformEventListFilters,
  type PlatformEventValues,
  platformEventMessages,
  stakeholderTypeOptions,
} from '@fundnet/validation-schema';
import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden, notFound, referenceNotFound, unprocessable } from '../../lib/errors';
import {
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

export async function assertCanManage(db: DbOrTx, viewer: Viewer, event: PlatformEventRow) {
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
  if (!main) throw referenceNotFound('mainEventId', platformEventMessages.mainEventNotFound);
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
  // Qualified by hand, as sideEventCount above: in a one-table select Drizzle writes `${e.id}` as a bare "id", which
  // inside a subquery names the subquery's own row (platform_events s, platform_event_reviews r): every count was 0
  // and `reviewed` always false.
  const eventId = sql.raw('"platform_events"."id"');
  const mainEventId = sql.raw('"platform_events"."main_event_id"');
  const flags = await db
    .select({
      id: e.id,
      sides: sql<number>`(select count(*) from platform_events s where s.main_event_id = ${eventId})::int`,
      bookmarked: user
        ? sql<boolean>`exists (select 1 from platform_event_bookmarks b where b.event_id = ${eventId} and b.user_id = ${user})`
        : sql<boolean>`false`,
      attendance: user
        ? sql<EventAttendanceStatus | null>`(select a.status from platform_event_attendance a where a.event_id = ${eventId} and a.user_id = ${user})`
        : sql<null>`null`,
      reviewed: user
        ? sql<boolean>`exists (select 1 from platform_event_reviews r where r.event_id = ${eventId} and r.user_id = ${user})`
        : sql<boolean>`false`,
      hosted: user
        ? sql<boolean>`exists (select 1 from platform_event_hosts h where h.user_id = ${user} and (h.event_id = ${eventId} or h.event_id = ${mainEventId}))`
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
