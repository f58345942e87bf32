import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import * as valibot from 'valibot';
import {
  audienceQuery,
  audienceReply,
  commentBody,
  commentIdParams,
  commentListQuery,
  commentListReply,
  commentReply,
  createPostBody,
  feedQuery,
  feedReply,
  hideReply,
  likeReply,
  moderationDecisionReply,
  moderationListReply,
  moderationQuery,
  postIdParams,
  postReply,
  removePostBody,
  reportPostBody,
  reportReply,
  updatePostBody,
  VISITOR_TOKEN_HEADER,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { dismissReports, moderationQueue, removePost } from './moderation';
import { readerOf } from './reader';
import {
  addComment,
  audienceOf,
  createPost,
  deleteComment,
  deletePost,
  editComment,
  feedPage,
  listComments,
  readPost,
  reportPost,
  setHidden,
  setLike,
  updatePost,
} from './service';

const tags = ['post'];
const commentParams = valibot.object({ ...postIdParams.entries, ...commentIdParams.entries });
const anyone = { auth: 'optional' as const, profile: { optional: true as const } };
const reader = { auth: 'user' as const, profile: { minRole: 'viewer' as const } };
const editor = { auth: 'user' as const, profile: { minRole: 'editor' as const } };
const admin = { auth: 'admin' as const };

const visibilityNote =
  'Visibility is enforced for every reader: Public (anyone, signed out too), FollowersOnly (the active profile follows the ' +
  'posting profile), ProfileAccessOnly (members, accepted invitations, a share-link visitor of that profile with the ' +
  `\`${VISITOR_TOKEN_HEADER}\` header), LPOnly (the active profile is a published investor profile, following or not: the audience count counts exactly these); members of the posting profile read all ` +
  'its posts. A post the reader may not see answers 404, like a missing one.';

type IdParams = { Params: v.InferOutput<typeof postIdParams> };
type CommentParams = { Params: v.InferOutput<typeof commentIdParams> & v.InferOutput<typeof postIdParams> };

/** api/post: posts, the feed, likes, hides, reports, comments and the moderation queue (README.md). */
export async function postRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Querystring: v.InferOutput<typeof feedQuery> }>(
    '/post',
    {
      config: anyone,
      schema: routeSchema({
        tags,
        summary: 'The feed: posts of followed profiles, public posts and (for LPs) LPOnly posts, newest first',
        description:
          'Anyone (signed out: public posts only). Keyset paging: pass `nextCursor` back as `cursor` (no offsets). Filters: ' +
          'tag, profileType (of the posting profile), profileId (one profile’s posts, e.g. its page). Posts the active ' +
          `profile hid are left out. ${visibilityNote}`,
        querystring: feedQuery,
        response: { 200: feedReply },
      }),
    },
    async (request) => feedPage(db, await readerOf(db, request), request.query),
  );

  app.post<{ Body: v.InferOutput<typeof createPostBody> }>(
    '/post',
    {
      config: editor,
      schema: routeSchema({
        tags,
        summary: 'Post as the active profile',
        description:
          'Profile-scoped, editor role and up. The first link of the text is unfurled (title, description, image) through the ' +
          'SSRF-guarded fetch; a link that does not unfurl gives no preview. Followers who get feed updates immediately are mailed.',
        body: createPostBody,
        response: { 201: postReply },
      }),
    },
    async (request, reply) => {
      const post = await createPost(deps, await readerOf(db, request), request.body, request.log);
      return reply.status(201).send({ post });
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof audienceQuery> }>(
    '/post/audience',
    {
      config: editor,
      schema: routeSchema({
        tags,
        summary: 'Who will see a post of the active profile with this visibility',
        description:
          'Profile-scoped, editor role and up. Counted with the rules the reads apply (the composer shows it before posting): ' +
          'LPOnly counts the published investor profiles, each of which gets the post in its feed.',
        querystring: audienceQuery,
        response: { 200: audienceReply },
      }),
    },
    async (request) => audienceOf(db, request.profile!.id, request.query.visibility),
  );

  app.get<{ Querystring: v.InferOutput<typeof moderationQuery> }>(
    '/post/moderation',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'The moderation queue: reported posts',
        description:
          'Administrators. status open (default: reports not decided yet) or resolved; one item per post with its reports, the ' +
          'most recently reported first; keyset paging with `cursor`.',
        querystring: moderationQuery,
        response: { 200: moderationListReply },
      }),
    },
    async (request) => moderationQueue(db, request.query),
  );

  app.post<IdParams & { Body: v.InferOutput<typeof removePostBody> }>(
    '/post/:id/remove',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Remove a post (moderation)',
        description:
          'Administrators. The post leaves every feed and read (its own profile’s members still see it, with the removal); ' +
          'open reports are resolved; every member of the posting profile is mailed the reason. 404 unknown.',
        params: postIdParams,
        body: removePostBody,
        errors: [404],
        response: { 200: moderationDecisionReply },
      }),
    },
    async (request) => removePost(deps, request.auth!.userId, request.params.id, request.body.reason, request.log),
  );

  app.post<IdParams>(
    '/post/:id/dismiss',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Dismiss the reports of a post',
        description: 'Administrators. The open reports are resolved as dismissed; the post stays. 404 unknown.',
        params: postIdParams,
        errors: [404],
        response: { 200: moderationDecisionReply },
      }),
    },
    async (request) => dismissReports(db, request.auth!.userId, request.params.id),
  );

  app.get<IdParams>(
    '/post/:id',
    {
      config: anyone,
      schema: routeSchema({
        tags,
        summary: 'One post',
        description: `Anyone. ${visibilityNote}`,
        params: postIdParams,
        errors: [404],
        response: { 200: postReply },
      }),
    },
    async (request) => ({ post: await readPost(db, await readerOf(db, request), request.params.id) }),
  );

  app.put<IdParams & { Body: v.InferOutput<typeof updatePostBody> }>(
    '/post/:id',
    {
      config: editor,
      schema: routeSchema({
        tags,
        summary: 'Edit a post of the active profile',
        description:
          'Profile-scoped, editor role and up, acting as the profile that posted (403 otherwise; 404 unseen). Text, tag, visibility.',
        params: postIdParams,
        body: updatePostBody,
        errors: [404],
        response: { 200: postReply },
      }),
    },
    async (request) => ({ post: await updatePost(deps, await readerOf(db, request), request.params.id, request.body) }),
  );

  app.delete<IdParams>(
    '/post/:id',
    {
      config: editor,
      schema: routeSchema({
        tags,
        summary: 'Delete a post of the active profile',
        description:
          'Profile-scoped, editor role and up, acting as the profile that posted (403 otherwise; 404 unseen). Its likes, comments and reports go with it.',
        params: postIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deletePost(db, await readerOf(db, request), request.params.id);
      return reply.status(204).send();
    },
  );

  for (const [method, like] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route<IdParams>({
      method,
      url: '/post/:id/like',
      config: reader,
      schema: routeSchema({
        tags,
        summary: like ? 'Like a post as the active profile' : 'Take back the active profile’s like',
        description: 'Profile-scoped, any member role. Idempotent. 404 for a post the reader may not see or that was removed.',
        params: postIdParams,
        errors: [404],
        response: { 200: likeReply },
      }),
      handler: async (request) => setLike(db, await readerOf(db, request), request.params.id, like),
    });
  }

  for (const [method, hidden] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route<IdParams>({
      method,
      url: '/post/:id/hide',
      config: reader,
      schema: routeSchema({
        tags,
        summary: hidden ? 'Hide a post from the active profile’s feed' : 'Show a hidden post again',
        description: 'Profile-scoped, any member role. Only for the active profile (“hide for me”); idempotent. 404 unseen.',
        params: postIdParams,
        errors: [404],
        response: { 200: hideReply },
      }),
      handler: async (request) => setHidden(db, await readerOf(db, request), request.params.id, hidden),
    });
  }

  app.post<IdParams & { Body: v.InferOutput<typeof reportPostBody> }>(
    '/post/:id/report',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Report a post to the administrators',
        description:
          'Profile-scoped, any member role. reason (Spam, Misleading, Offensive, Confidential, Other) and optional details. The ' +
          'post joins the moderation queue. 400 own post, 409 already reported by this profile, 404 unseen.',
        params: postIdParams,
        body: reportPostBody,
        errors: [400, 404, 409],
        response: { 201: reportReply },
      }),
    },
    async (request, reply) => {
      const result = await reportPost(db, await readerOf(db, request), request.params.id, {
        reason: request.body.reason,
        details: request.body.details ?? '',
      });
      return reply.status(201).send(result);
    },
  );

  app.get<IdParams & { Querystring: v.InferOutput<typeof commentListQuery> }>(
    '/post/:id/comments',
    {
      config: anyone,
      schema: routeSchema({
        tags,
        summary: 'The comments of a post',
        description: `Anyone who may see the post. Oldest first, keyset paging with \`cursor\`; \`total\` is the post’s comment count. ${visibilityNote}`,
        params: postIdParams,
        querystring: commentListQuery,
        errors: [404],
        response: { 200: commentListReply },
      }),
    },
    async (request) => listComments(db, await readerOf(db, request), request.params.id, request.query),
  );

  app.post<IdParams & { Body: v.InferOutput<typeof commentBody> }>(
    '/post/:id/comments',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Comment on a post as the active profile',
        description:
          'Profile-scoped, any member role, on a post the reader may see (404 otherwise). The posting profile’s members who get feed updates immediately are mailed.',
        params: postIdParams,
        body: commentBody,
        errors: [404],
        response: { 201: commentReply },
      }),
    },
    async (request, reply) => {
      const result = await addComment(deps, await readerOf(db, request), request.params.id, request.body.text, request.log);
      return reply.status(201).send(result);
    },
  );

  app.put<CommentParams & { Body: v.InferOutput<typeof commentBody> }>(
    '/post/:id/comments/:commentId',
    {
      // Viewers read: a viewer of the profile that commented may not change what the profile wrote (issue 34.13).
      config: editor,
      schema: routeSchema({
        tags,
        summary: 'Edit a comment of the active profile',
        description: 'Profile-scoped, editor role and up, acting as the profile that commented (403 otherwise; 404 unseen).',
        params: commentParams,
        body: commentBody,
        errors: [404],
        response: { 200: commentReply },
      }),
    },
    async (request) => editComment(db, await readerOf(db, request), request.params.id, request.params.commentId, request.body.text),
  );

  app.delete<CommentParams>(
    '/post/:id/comments/:commentId',
    {
      config: editor,
      schema: routeSchema({
        tags,
        summary: 'Delete a comment',
        description:
          'Profile-scoped, editor role and up: acting as the profile that commented, or as the profile that posted keeping its ' +
          'thread clean. 403 otherwise (a viewer reads); 404 unseen.',
        params: commentParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteComment(db, await readerOf(db, request), request.params.id, request.params.commentId);
      return reply.status(204).send();
    },
  );
}
