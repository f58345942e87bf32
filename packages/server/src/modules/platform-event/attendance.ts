import { type EventAttendanceStatus, platformEventMessages } from '@fundnet/validation-schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { type PlatformEventRow, platformEventAttendance, platformEventBookmarks, platformEvents } from './tables';
import { countsOf, findEvent } from './service';

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
