import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AudienceReply,
  type CommentList,
  type CommentReply,
  type FeedReply,
  type HideReply,
  type LikeReply,
  type Post,
  type PostComment,
  type PostTag,
  type PostVisibility,
  type ProfileType,
  type ReportPostInput,
  type ReportReply,
  postMessages as text,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { recordFeedActivity } from '../feed-activity';
import { profileCards } from '../follow';
import { acceptedInviteeIdsOf } from '../auth';
import { activeShareLinkCount } from '../fund-custom-profile-link';
import { followerCountOf } from '../profile-subscriber';
import { countProfiles, memberUserIdsOf } from '../profiles';
import { notifyFollowersOfPost, notifyAuthorOfComment } from './notifications';
import { actsFor, feedScope, lpAudience, type Reader, visibleTo } from './reader';
import { type PostCommentRow, type PostRow, postComments, postHides, postLikes, postReports, posts } from './tables';
import { firstUrl, unfurl } from './unfurl';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

// ------------------------------------------------------------------------------------------ cursors

/** The exact (microsecond) creation time, as text, so a cursor never skips or repeats a row. */
const exactTime = (column: typeof posts.createdAt | typeof postComments.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(time: string, id: string): string {
  return Buffer.from(`${time}|${id}`, 'utf8').toString('base64url');
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor's time and id; a cursor that is not one of ours answers 422 on `cursor`. */
export function decodeCursor(cursor: string): { time: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw unprocessable({ cursor: [text.invalidCursor] });
  return { time: match[1]!, id: match[2]! };
}

// ------------------------------------------------------------------------------------------ reading

type LoadedPost = PostRow & { cursorTime: string };

/** Posts as the reader sees them: author cards, the reader's like and hide, and whether they may edit. */
export async function toPosts(db: DbOrTx, reader: Reader, rows: PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Author cards, and the active profile's likes and hides of these posts in one round trip.
  const [cards, mine] = await Promise.all([
    profileCards(
      db,
      rows.map((row) => row.authorProfileId),
    ),
    reader.profileId
      ? db.execute<{ post_id: string; kind: 'like' | 'hide' }>(sql`
          select ${postLikes.postId} as post_id, 'like' as kind from ${postLikes}
            where ${postLikes.profileId} = ${reader.profileId} and ${inArray(postLikes.postId, ids)}
          union all
          select ${postHides.postId}, 'hide' from ${postHides}
            where ${postHides.profileId} = ${reader.profileId} and ${inArray(postHides.postId, ids)}`)
      : Promise.resolve({ rows: [] as Array<{ post_id: string; kind: 'like' | 'hide' }> }),
  ]);
  const liked = mine.rows.filter((row) => row.kind === 'like').map((row) => ({ postId: row.post_id }));
  const hidden = mine.rows.filter((row) => row.kind === 'hide').map((row) => ({ postId: row.post_id }));
  const likedIds = new Set(liked.map((row) => row.postId));
  const hiddenIds = new Set(hidden.map((row) => row.postId));
  return rows.flatMap((row) => {
    const author = cards.get(row.authorProfileId);
    if (!author) return [];
    return [
      {
        id: row.id,
        author,
        text: row.text,
        tag: row.tag as PostTag,
        visibility: row.visibility,
        linkPreview: row.linkPreview ?? null,
        likeCount: row.likeCount,
        commentCount: row.commentCount,
        likedByMe: likedIds.has(row.id),
        hiddenByMe: hiddenIds.has(row.id),
        mine: actsFor(reader, row.authorProfileId),
        removal: row.removedAt ? { reason: row.removedReason ?? '', removedAt: row.removedAt.toISOString() } : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
      },
    ];
  });
}

export interface FeedFilter {
  cursor: string | null;
  take: number;
  tag?: PostTag;
  profileType?: ProfileType;
  profileId?: string;
}

/**
 * GET post: one page of the reader's feed, newest first, keyset paging on (created_at, id): public posts and the
 * posts of followed profiles and of profiles the reader has access to, each visible to the reader, not removed,
 * not hidden by the active profile. With `profileId`, that profile's posts the reader may see (its page).
 */
export async function feedPage(db: DbOrTx, reader: Reader, filter: FeedFilter): Promise<FeedReply> {
  const where: SQL[] = [isNull(posts.removedAt), visibleTo(db, reader)];
  if (filter.profileId) where.push(eq(posts.authorProfileId, filter.profileId));
  else where.push(feedScope(db, reader));
  if (filter.tag) where.push(eq(posts.tag, filter.tag));
  if (filter.profileType) where.push(eq(posts.authorType, filter.profileType));
  if (reader.profileId) {
    where.push(
      sql`not exists (select 1 from ${postHides} where ${postHides.profileId} = ${reader.profileId} and ${postHides.postId} = ${posts.id})`,
    );
  }
  if (filter.cursor) {
    const { time, id } = decodeCursor(filter.cursor);
    where.push(sql`(${posts.createdAt}, ${posts.id}) < (${time}::timestamptz, ${id}::uuid)`);
  }
  const rows: LoadedPost[] = await db
    .select({ ...postColumns, cursorTime: exactTime(posts.createdAt) })
    .from(posts)
    .where(and(...where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(filter.take + 1);
  const page = rows.slice(0, filter.take);
  const last = page[page.length - 1];
  return {
    items: await toPosts(db, reader, page),
    nextCursor: rows.length > filter.take && last ? encodeCursor(last.cursorTime, last.id) : null,
  };
}

const postColumns = {
  id: posts.id,
  authorProfileId: posts.authorProfileId,
  authorType: posts.authorType,
  createdByUserId: posts.createdByUserId,
  text: posts.text,
  tag: posts.tag,
  visibility: posts.visibility,
  linkPreview: posts.linkPreview,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  editedAt: posts.editedAt,
  removedAt: posts.removedAt,
  removedReason: posts.removedReason,
  removedByUserId: posts.removedByUserId,
};

/**
 * A post the reader may see: visible to them, and not removed (a removed post stays readable, with its removal,
 * to the members of the profile that posted it). 404 otherwise: a hidden post is not told apart from a missing one.
 */
export async function visiblePost(db: DbOrTx, reader: Reader, id: string): Promise<PostRow> {
  const removedRule = reader.memberOf.length
    ? or(isNull(posts.removedAt), inArray(posts.authorProfileId, reader.memberOf))!
    : isNull(posts.removedAt);
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), visibleTo(db, reader), removedRule))
    .limit(1);
  if (!row) throw notFound(text.postNotFound, 'POST_NOT_FOUND');
  return row;
}

/** A post the reader may interact with (like, comment, hide, report): visible and not removed. */
async function livePost(db: DbOrTx, reader: Reader, id: string): Promise<PostRow> {
  const row = await visiblePost(db, reader, id);
  if (row.removedAt) throw notFound(text.postNotFound, 'POST_NOT_FOUND');
  return row;
}

export async function readPost(db: DbOrTx, reader: Reader, id: string): Promise<Post> {
  const [post] = await toPosts(db, reader, [await visiblePost(db, reader, id)]);
  if (!post) throw notFound(text.postNotFound, 'POST_NOT_FOUND');
  return post;
}

// ------------------------------------------------------------------------------------------ writing

async function previewOf(deps: Deps, body: string) {
  const url = firstUrl(body);
  return url ? await unfurl(url, { allowLoopback: deps.config.outboundFetch.allowLoopback }) : null;
}

export interface PostInput {
  text: string;
  tag: PostTag;
  visibility: PostVisibility;
}

/** POST post: the active profile posts; the first link is unfurled; followers who get feed updates at once are mailed. */
export async function createPost(deps: Deps, reader: Reader, input: PostInput, log?: FastifyBaseLogger): Promise<Post> {
  const profileId = reader.profileId!;
  const linkPreview = await previewOf(deps, input.text);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(posts)
      .values({
        authorProfileId: profileId,
        authorType: reader.profileType!,
        createdByUserId: reader.userId,
        text: input.text,
        tag: input.tag,
        visibility: input.visibility,
        linkPreview,
      })
      .returning();
    await recordFeedActivity(tx, { action: 'postCreated', profileId, userId: reader.userId, postId: created!.id });
    return created!;
  });
  await notifyFollowersOfPost(deps, row, log);
  return (await toPosts(deps.db, reader, [row]))[0]!;
}

/** The post, when the reader acts for the profile that posted it (404 unseen, 403 someone else's). */
async function ownPost(db: DbOrTx, reader: Reader, id: string): Promise<PostRow> {
  const row = await visiblePost(db, reader, id);
  if (!actsFor(reader, row.authorProfileId)) throw forbidden(text.notYourPost, 'NOT_YOUR_POST');
  return row;
}

export async function updatePost(deps: Deps, reader: Reader, id: string, input: Partial<PostInput>): Promise<Post> {
  const current = await ownPost(deps.db, reader, id);
  const textChanged = input.text !== undefined && input.text !== current.text;
  const linkPreview = textChanged ? await previewOf(deps, input.text!) : current.linkPreview;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(posts)
      .set({
        ...(input.text !== undefined ? { text: input.text } : {}),
        ...(input.tag !== undefined ? { tag: input.tag } : {}),
        ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
        linkPreview,
        updatedAt: new Date(),
        ...(textChanged ? { editedAt: new Date() } : {}),
      })
      .where(eq(posts.id, id))
      .returning();
    await recordFeedActivity(tx, { action: 'postUpdated', profileId: current.authorProfileId, userId: reader.userId, postId: id });
    return updated!;
  });
  return (await toPosts(deps.db, reader, [row]))[0]!;
}

export async function deletePost(db: Db, reader: Reader, id: string): Promise<void> {
  const current = await ownPost(db, reader, id);
  await db.transaction(async (tx) => {
    await tx.delete(posts).where(eq(posts.id, id));
    await recordFeedActivity(tx, {
      action: 'postDeleted',
      profileId: current.authorProfileId,
      userId: reader.userId,
      postId: id,
      note: current.text.slice(0, 200),
    });
  });
}

/** POST post/{id}/like (like) and DELETE (unlike): idempotent; the count moves only when the like does. */
export async function setLike(db: Db, reader: Reader, id: string, like: boolean): Promise<LikeReply> {
  const post = await livePost(db, reader, id);
  const profileId = reader.profileId!;
  return db.transaction(async (tx) => {
    let changed = false;
    if (like) {
      const inserted = await tx
        .insert(postLikes)
        .values({ postId: id, profileId, userId: reader.userId })
        .onConflictDoNothing()
        .returning({ postId: postLikes.postId });
      changed = inserted.length > 0;
    } else {
      const deleted = await tx
        .delete(postLikes)
        .where(and(eq(postLikes.postId, id), eq(postLikes.profileId, profileId)))
        .returning({ postId: postLikes.postId });
      changed = deleted.length > 0;
    }
    let likeCount = post.likeCount;
    if (changed) {
      const [row] = await tx
        .update(posts)
        .set({ likeCount: sql`greatest(${posts.likeCount} + ${like ? 1 : -1}, 0)` })
        .where(eq(posts.id, id))
        .returning({ likeCount: posts.likeCount });
      likeCount = row!.likeCount;
      if (like) {
        await recordFeedActivity(tx, {
          action: 'postLiked',
          profileId,
          targetProfileId: post.authorProfileId,
          userId: reader.userId,
          postId: id,
        });
      }
    }
    return { postId: id, liked: like, likeCount };
  });
}

/** POST post/{id}/hide and DELETE: hide a post from the active profile's feed (only for it), or show it again. */
export async function setHidden(db: Db, reader: Reader, id: string, hidden: boolean): Promise<HideReply> {
  await visiblePost(db, reader, id);
  const profileId = reader.profileId!;
  if (hidden) await db.insert(postHides).values({ profileId, postId: id }).onConflictDoNothing();
  else await db.delete(postHides).where(and(eq(postHides.profileId, profileId), eq(postHides.postId, id)));
  return { postId: id, hidden };
}

/** POST post/{id}/report: one report per profile and post (409 again), never of one's own post (400). */
export async function reportPost(db: Db, reader: Reader, id: string, input: Required<ReportPostInput>): Promise<ReportReply> {
  const post = await livePost(db, reader, id);
  const profileId = reader.profileId!;
  if (post.authorProfileId === profileId) throw badRequest(text.ownPost, 'OWN_POST');
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(postReports)
      .values({ postId: id, reporterProfileId: profileId, reporterUserId: reader.userId, reason: input.reason, details: input.details })
      .onConflictDoNothing()
      .returning({ id: postReports.id });
    if (!report) throw conflict(text.alreadyReported, 'ALREADY_REPORTED');
    await recordFeedActivity(tx, {
      action: 'postReported',
      profileId,
      targetProfileId: post.authorProfileId,
      userId: reader.userId,
      postId: id,
      note: input.reason,
    });
    return { reportId: report.id, postId: id };
  });
}

// ------------------------------------------------------------------------------------------ comments

async function toComments(db: DbOrTx, reader: Reader, rows: PostCommentRow[]): Promise<PostComment[]> {
  const cards = await profileCards(
    db,
    rows.map((row) => row.authorProfileId),
  );
  return rows.flatMap((row) => {
    const author = cards.get(row.authorProfileId);
    if (!author) return [];
    return [
      {
        id: row.id,
        postId: row.postId,
        author,
        text: row.text,
        // May edit and delete it: acting as the profile that commented, editor and up (a viewer of that profile reads).
        mine: actsFor(reader, row.authorProfileId),
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** GET post/{id}/comments: oldest first (a conversation), keyset paging. */
export async function listComments(
  db: Db,
  reader: Reader,
  id: string,
  query: { cursor: string | null; take: number },
): Promise<CommentList> {
  const post = await livePost(db, reader, id);
  const where: SQL[] = [eq(postComments.postId, id)];
  if (query.cursor) {
    const { time, id: after } = decodeCursor(query.cursor);
    where.push(sql`(${postComments.createdAt}, ${postComments.id}) > (${time}::timestamptz, ${after}::uuid)`);
  }
  const rows = await db
    .select({ comment: postComments, cursorTime: exactTime(postComments.createdAt) })
    .from(postComments)
    .where(and(...where))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(query.take + 1);
  const page = rows.slice(0, query.take);
  const last = page[page.length - 1];
  return {
    items: await toComments(
      db,
      reader,
      page.map((row) => row.comment),
    ),
    nextCursor: rows.length > query.take && last ? encodeCursor(last.cursorTime, last.comment.id) : null,
    total: post.commentCount,
  };
}

export async function addComment(deps: Deps, reader: Reader, id: string, body: string, log?: FastifyBaseLogger): Promise<CommentReply> {
  const post = await livePost(deps.db, reader, id);
  const profileId = reader.profileId!;
  const { comment, commentCount } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(postComments)
      .values({ postId: id, authorProfileId: profileId, userId: reader.userId, text: body })
      .returning();
    const [counted] = await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, id))
      .returning({ commentCount: posts.commentCount });
    await recordFeedActivity(tx, {
      action: 'postCommented',
      profileId,
      targetProfileId: post.authorProfileId,
      userId: reader.userId,
      postId: id,
      commentId: row!.id,
    });
    return { comment: row!, commentCount: counted!.commentCount };
  });
  if (post.authorProfileId !== profileId) await notifyAuthorOfComment(deps, { post, commenterProfileId: profileId, text: body }, log);
  return { comment: (await toComments(deps.db, reader, [comment]))[0]!, commentCount };
}

/** The comment, on a post the reader still sees. */
async function findComment(db: DbOrTx, reader: Reader, postId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(postComments)
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)))
    .limit(1);
  if (!row) throw notFound(text.commentNotFound, 'COMMENT_NOT_FOUND');
  const post = await visiblePost(db, reader, row.postId).catch(() => {
    throw notFound(text.commentNotFound, 'COMMENT_NOT_FOUND');
  });
  return { row, post };
}

/** PUT post/{id}/comments/{commentId}: only the profile that wrote it, editor and up (its viewers read). */
export async function editComment(db: Db, reader: Reader, postId: string, commentId: string, body: string): Promise<CommentReply> {
  const { row, post } = await findComment(db, reader, postId, commentId);
  if (!actsFor(reader, row.authorProfileId)) throw forbidden(text.notYourComment, 'NOT_YOUR_COMMENT');
  const [updated] = await db
    .update(postComments)
    .set({ text: body, editedAt: new Date() })
    .where(eq(postComments.id, commentId))
    .returning();
  return { comment: (await toComments(db, reader, [updated!]))[0]!, commentCount: post.commentCount };
}

/** DELETE post/{id}/comments/{commentId}: the profile that wrote it, or the post's profile moderating its thread; editor and up. */
export async function deleteComment(db: Db, reader: Reader, postId: string, commentId: string): Promise<void> {
  const { row, post } = await findComment(db, reader, postId, commentId);
  if (!actsFor(reader, row.authorProfileId) && !actsFor(reader, post.authorProfileId)) {
    throw forbidden(text.notYourComment, 'NOT_YOUR_COMMENT');
  }
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(postComments).where(eq(postComments.id, commentId)).returning({ id: postComments.id });
    if (deleted.length) {
      await tx
        .update(posts)
        .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
        .where(eq(posts.id, post.id));
    }
  });
}

// ------------------------------------------------------------------------------------------ audience

const fmt = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${fmt(value)} ${value === 1 ? one : many}`;

/** GET post/audience: "who will see this" for each visibility, counted with the same rules the reads apply. */
export async function audienceOf(db: Db, profileId: string, visibility: PostVisibility): Promise<AudienceReply> {
  const base = { visibility, profiles: 0, people: 0, shareLinks: 0, signedOutVisitors: false };
  switch (visibility) {
    case 'Public': {
      const n = await countProfiles(db, { status: 'published' });
      return {
        ...base,
        profiles: n,
        signedOutVisitors: true,
        summary: `Anyone, signed out too: ${plural(n, 'profile', 'profiles')} on Fundnet`,
      };
    }
    case 'FollowersOnly': {
      const n = await followerCountOf(db, profileId);
      return { ...base, profiles: n, summary: `Your followers: ${plural(n, 'profile', 'profiles')}` };
    }
    case 'LPOnly': {
      // The set the reads test the reader against (reader.ts `lpAudience`), counted: one rule, not two.
      const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${lpAudience()}) as lp`);
      const n = Number(counted.rows[0]?.n ?? 0);
      return { ...base, profiles: n, summary: `Investor (LP) profiles only: ${plural(n, 'profile', 'profiles')}` };
    }
    case 'ProfileAccessOnly': {
      // One statement over the owners' queries: the team (profiles) and accepted invitations (auth), people once each.
      const [people, l] = await Promise.all([
        db.execute<{ n: number }>(
          sql`select count(*)::int as n from (${memberUserIdsOf(sql`${profileId}`)} union ${acceptedInviteeIdsOf(profileId)}) as holders`,
        ),
        activeShareLinkCount(db, profileId),
      ]);
      const n = Number(people.rows[0]?.n ?? 0);
      return {
        ...base,
        people: n,
        shareLinks: l,
        summary: `People with access to your profile: ${plural(n, 'person', 'people')} (team and accepted invitations)${l ? `, and visitors of ${plural(l, 'active share link', 'active share links')}` : ''}`,
      };
    }
  }
}
