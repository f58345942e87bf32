import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import {
  type FeedActivity,
  type FeedActivityAction,
  type FeedActivityList,
  feedActivityMessages as text,
} from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';
import { notFound, referenceNotFound } from '../../lib/errors';
import { findProfile, profileRefs } from '../profiles';

// The activity's profile by name, deleted ones too (profiles' subquery, left-joined as the table was).
const profile = profileRefs('profile', { withDeleted: true });
import { type FeedActivityRow, feedActivities } from './tables';

/** The feed-activity log (README.md): written by the post module through `recordFeedActivity`, read by administrators. */

export interface FeedActivityInput {
  action: FeedActivityAction;
  profileId?: string | null;
  targetProfileId?: string | null;
  userId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  note?: string;
}

/** Appends one entry (the post module calls it in the same transaction as the action). */
export async function recordFeedActivity(db: DbOrTx, input: FeedActivityInput): Promise<void> {
  await db.insert(feedActivities).values({
    action: input.action,
    profileId: input.profileId ?? null,
    targetProfileId: input.targetProfileId ?? null,
    userId: input.userId ?? null,
    postId: input.postId ?? null,
    commentId: input.commentId ?? null,
    note: input.note ?? '',
  });
}

function toActivity(row: FeedActivityRow, profileName: string | null): FeedActivity {
  return {
    id: row.id,
    action: row.action as FeedActivityAction,
    profileId: row.profileId,
    profileName,
    targetProfileId: row.targetProfileId,
    postId: row.postId,
    commentId: row.commentId,
    userId: row.userId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ActivityListQuery {
  skip: number;
  take: number;
  action?: FeedActivityAction;
  profileId?: string;
  postId?: string;
}

/** GET feed-activity: newest first; `profileId` matches the acting or the target profile. */
export async function listFeedActivity(db: DbOrTx, query: ActivityListQuery): Promise<FeedActivityList> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(feedActivities.action, query.action));
  if (query.postId) filters.push(eq(feedActivities.postId, query.postId));
  if (query.profileId) {
    filters.push(or(eq(feedActivities.profileId, query.profileId), eq(feedActivities.targetProfileId, query.profileId))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(feedActivities).where(where),
    db
      .select({ row: feedActivities, name: profile.name })
      .from(feedActivities)
      .leftJoin(profile, eq(profile.id, feedActivities.profileId))
      .where(where)
      .orderBy(desc(feedActivities.createdAt), desc(feedActivities.id))
      .offset(query.skip)
      .limit(query.take),
  ]);
  return {
    items: rows.map(({ row, name }) => toActivity(row, name)),
    total: Number(total?.total ?? 0),
    skip: query.skip,
    take: query.take,
  };
}

export async function getFeedActivity(db: DbOrTx, id: string): Promise<FeedActivity> {
  const [found] = await db
    .select({ row: feedActivities, name: profile.name })
    .from(feedActivities)
    .leftJoin(profile, eq(profile.id, feedActivities.profileId))
    .where(eq(feedActivities.id, id))
    .limit(1);
  if (!found) throw notFound(text.notFound, 'FEED_ACTIVITY_NOT_FOUND');
  return toActivity(found.row, found.name);
}

/** POST feed-activity: with `id` updates that entry (404 unknown), else adds one. Returns the entry and whether it is new. */
export async function upsertFeedActivity(
  db: DbOrTx,
  userId: string,
  input: { id?: string; action: FeedActivityAction; profileId?: string | null; postId?: string | null; note: string },
): Promise<{ activity: FeedActivity; created: boolean }> {
  if (input.id) {
    const [row] = await db
      .update(feedActivities)
      .set({
        action: input.action,
        note: input.note,
        ...(input.profileId !== undefined ? { profileId: input.profileId } : {}),
        ...(input.postId !== undefined ? { postId: input.postId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(feedActivities.id, input.id))
      .returning();
    // Ids in the body are references: an unknown one is a 422 on its field (issue 31.6), not the path's 404.
    if (!row) throw referenceNotFound('id', text.notFound);
    return { activity: await getFeedActivity(db, row.id), created: false };
  }
  if (input.profileId) {
    const exists = await findProfile(db, input.profileId, { withDeleted: true });
    if (!exists) throw referenceNotFound('profileId', 'This profile does not exist.');
  }
  const [row] = await db
    .insert(feedActivities)
    .values({ action: input.action, profileId: input.profileId ?? null, postId: input.postId ?? null, note: input.note, userId })
    .returning();
  return { activity: await getFeedActivity(db, row!.id), created: true };
}

export async function deleteFeedActivity(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db.delete(feedActivities).where(eq(feedActivities.id, id)).returning({ id: feedActivities.id });
  if (deleted.length === 0) throw notFound(text.notFound, 'FEED_ACTIVITY_NOT_FOUND');
}
