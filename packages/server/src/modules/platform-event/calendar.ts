import { type EventAttributes, createEvents } from 'ics';
import { asc, eq } from 'drizzle-orm';
import { platformEventMessages } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { randomToken } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { type PlatformEventRow, platformEventBookmarks, platformEventCalendarTokens, platformEvents } from './tables';

const PRODUCT_ID = '-//Fundnet//Platform events//EN';

function attributesOf(row: PlatformEventRow, appUrl: string): EventAttributes {
  const page = `${appUrl}/event/${row.id}`;
  const location = row.format === 'Online' ? 'Online' : row.cityCountry;
  return {
    uid: `${row.id}@fundnet`,
    productId: PRODUCT_ID,
    title: row.name,
    description: `${row.description}\n\n${page}`,
    location,
    url: (row.urls.eventUrl as string | null) ?? page,
    start: row.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(row.endsAt.getTime(), row.startsAt.getTime() + 60_000),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: row.hostName },
    status: 'CONFIRMED',
    lastModified: row.updatedAt.getTime(),
  };
}

/** The text of an .ics file with these events (an empty calendar for none). */
export function icsOf(rows: PlatformEventRow[], appUrl: string, calName?: string): string {
  if (rows.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODUCT_ID}`,
      ...(calName ? [`X-WR-CALNAME:${calName}`] : []),
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(
    rows.map((row) => attributesOf(row, appUrl)),
    calName ? { productId: PRODUCT_ID, calName } : { productId: PRODUCT_ID },
  );
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return value;
}

/** A file name from the event's name. */
export const icsFileName = (row: PlatformEventRow) =>
  `${
    row.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event'
  }.ics`;

/** The user's feed token, made on first use. */
export async function calendarToken(db: Db, userId: string, reset = false): Promise<string> {
  if (!reset) {
    const [row] = await db.select().from(platformEventCalendarTokens).where(eq(platformEventCalendarTokens.userId, userId));
    if (row) return row.token;
  }
  const token = randomToken(24);
  await db
    .insert(platformEventCalendarTokens)
    .values({ userId, token })
    .onConflictDoUpdate({ target: platformEventCalendarTokens.userId, set: { token, createdAt: new Date() } });
  return token;
}

/** The bookmarked events of the token's user as an .ics feed; 404 for an unknown (or reset) token. */
export async function calendarFeed(db: Db, token: string, appUrl: string): Promise<string> {
  const clean = token.replace(/\.ics$/, '');
  const [owner] = await db.select().from(platformEventCalendarTokens).where(eq(platformEventCalendarTokens.token, clean));
  if (!owner) throw notFound(platformEventMessages.calendarTokenInvalid, 'CALENDAR_TOKEN_INVALID');
  const rows = await db
    .select({ event: platformEvents })
    .from(platformEventBookmarks)
    .innerJoin(platformEvents, eq(platformEvents.id, platformEventBookmarks.eventId))
    .where(eq(platformEventBookmarks.userId, owner.userId))
    .orderBy(asc(platformEvents.startsAt));
  return icsOf(
    rows.map((row) => row.event),
    appUrl,
    'Fundnet events',
  );
}
