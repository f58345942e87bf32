import {
  type EventRatings,
  type EventReviewAverages,
  type EventReviewForm,
  type EventStats,
  eventReviewCriteria,
  type MyEventReview,
  platformEventMessages,
  type PublicEventReview,
} from '@fundnet/validation-schema';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden } from '../../lib/errors';
import {
  type PlatformEventReviewRow,
  type PlatformEventRow,
  platformEventAttendance,
  platformEventReviews,
  platformEvents,
} from './tables';
import { countsOf, findEvent, type Viewer } from './service';

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
