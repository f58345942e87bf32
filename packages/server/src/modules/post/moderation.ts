import { and, desc, eq, inArray, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ModerationDecision, type ModerationList, type PostReportReason, postMessages as text } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordFeedActivity } from '../feed-activity';
import { profileCards } from '../follow';
import { notifyAuthorOfRemoval } from './notifications';
import { anonymousReader } from './reader';
import { decodeCursor, encodeCursor, toPosts } from './service';
import { postReports, posts } from './tables';

/**
 * The administrators' moderation queue: reported posts, one item per post with its reports, the most recently
 * reported first. `open`: reports not yet decided; `resolved`: decided (removed or dismissed).
 */
export async function moderationQueue(
  db: Db,
  query: { status: 'open' | 'resolved'; cursor: string | null; take: number },
): Promise<ModerationList> {
  const open = query.status === 'open';
  const lastReported = max(postReports.createdAt);
  const lastExact = sql<string>`to_char(max(${postReports.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const having: SQL[] = [];
  if (query.cursor) {
    const { time, id } = decodeCursor(query.cursor);
    having.push(sql`(max(${postReports.createdAt}), ${postReports.postId}) < (${time}::timestamptz, ${id}::uuid)`);
  }
  const groups = await db
    .select({ postId: postReports.postId, last: lastReported, lastExact, n: sql<number>`count(*)::int` })
    .from(postReports)
    .where(open ? isNull(postReports.resolvedAt) : isNotNull(postReports.resolvedAt))
    .groupBy(postReports.postId)
    .having(having.length ? and(...having) : undefined)
    .orderBy(desc(lastReported), desc(postReports.postId))
    .limit(query.take + 1);
  const page = groups.slice(0, query.take);
  const ids = page.map((group) => group.postId);
  const [rows, reports, [openCount]] = await Promise.all([
    ids.length ? db.select().from(posts).where(inArray(posts.id, ids)) : Promise.resolve([]),
    ids.length
      ? db
          .select()
          .from(postReports)
          .where(and(inArray(postReports.postId, ids), open ? isNull(postReports.resolvedAt) : isNotNull(postReports.resolvedAt)))
          .orderBy(desc(postReports.createdAt))
      : Promise.resolve([]),
    db
      .select({ n: sql<number>`count(distinct ${postReports.postId})::int` })
      .from(postReports)
      .where(isNull(postReports.resolvedAt)),
  ]);
  // Administrators read every post of the queue whatever its visibility (they moderate it).
  const adminReader = { ...anonymousReader };
  const shaped = new Map((await toPosts(db, adminReader, rows)).map((post) => [post.id, post]));
  const reporters = await profileCards(
    db,
    reports.flatMap((report) => (report.reporterProfileId ? [report.reporterProfileId] : [])),
  );
  const last = page[page.length - 1];
  return {
    items: page.flatMap((group) => {
      const post = shaped.get(group.postId);
      if (!post) return [];
      const own = reports.filter((report) => report.postId === group.postId);
      return [
        {
          post,
          status: query.status,
          reportCount: group.n,
          lastReportedAt: (group.last as Date).toISOString(),
          reports: own.map((report) => ({
            id: report.id,
            reason: report.reason as PostReportReason,
            details: report.details,
            reporter: report.reporterProfileId ? (reporters.get(report.reporterProfileId) ?? null) : null,
            createdAt: report.createdAt.toISOString(),
          })),
        },
      ];
    }),
    nextCursor: groups.length > query.take && last ? encodeCursor(last.lastExact, last.postId) : null,
    openCount: Number(openCount?.n ?? 0),
  };
}

async function postById(db: Db, id: string) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw notFound(text.postNotFound, 'POST_NOT_FOUND');
  return row;
}

/** POST post/{id}/remove: the post leaves every feed; its open reports are resolved; the author is told why. */
export async function removePost(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  adminUserId: string,
  id: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<ModerationDecision> {
  const post = await postById(deps.db, id);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ removedAt: now, removedReason: reason, removedByUserId: adminUserId, updatedAt: now })
      .where(eq(posts.id, id));
    await tx
      .update(postReports)
      .set({ resolvedAt: now, resolution: 'removed', resolvedByUserId: adminUserId })
      .where(and(eq(postReports.postId, id), isNull(postReports.resolvedAt)));
    await recordFeedActivity(tx, {
      action: 'postRemoved',
      targetProfileId: post.authorProfileId,
      userId: adminUserId,
      postId: id,
      note: reason,
    });
  });
  if (!post.removedAt) await notifyAuthorOfRemoval(deps, { post, reason, adminUserId }, log);
  return { postId: id, status: 'removed' };
}

/** POST post/{id}/dismiss: the open reports are resolved, the post stays. */
export async function dismissReports(db: Db, adminUserId: string, id: string): Promise<ModerationDecision> {
  const post = await postById(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(postReports)
      .set({ resolvedAt: new Date(), resolution: 'dismissed', resolvedByUserId: adminUserId })
      .where(and(eq(postReports.postId, id), isNull(postReports.resolvedAt)));
    await recordFeedActivity(tx, { action: 'reportDismissed', targetProfileId: post.authorProfileId, userId: adminUserId, postId: id });
  });
  return { postId: id, status: 'dismissed' };
}
