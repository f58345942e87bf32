import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  feedActivityIdParams,
  feedActivityListQuery,
  feedActivityListReply,
  feedActivityReply,
  upsertFeedActivityBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { deleteFeedActivity, getFeedActivity, listFeedActivity, upsertFeedActivity } from './service';

const tags = ['feed-activity'];
const admin = { auth: 'admin' as const };

/** api/feed-activity: the feed's activity log, for administrators (README.md). */
export async function feedActivityRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get<{ Querystring: v.InferOutput<typeof feedActivityListQuery> }>(
    '/feed-activity',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'The feed activity log',
        description:
          'Administrators. Newest first; skip, take (10–50), action, profileId (the acting or the target profile), postId. ' +
          'Entries are written by the post family (posted, edited, deleted, liked, commented, reported, removed, dismissed).',
        querystring: feedActivityListQuery,
        response: { 200: feedActivityListReply },
      }),
    },
    async (request) => listFeedActivity(db, request.query),
  );

  app.post<{ Body: v.InferOutput<typeof upsertFeedActivityBody> }>(
    '/feed-activity',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Add or update a feed activity entry',
        description:
          'Administrators. Without `id` a new entry (201, e.g. a note on a profile or post); with `id` that entry is updated (200; 422 REFERENCE_NOT_FOUND on id when unknown; an unknown profileId too).',
        body: upsertFeedActivityBody,
        response: { 200: feedActivityReply, 201: feedActivityReply },
      }),
    },
    async (request, reply) => {
      const { activity, created } = await upsertFeedActivity(db, request.auth!.userId, request.body);
      return reply.status(created ? 201 : 200).send({ activity });
    },
  );

  app.get<{ Params: v.InferOutput<typeof feedActivityIdParams> }>(
    '/feed-activity/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'One feed activity entry',
        description: 'Administrators. 404 unknown.',
        params: feedActivityIdParams,
        errors: [404],
        response: { 200: feedActivityReply },
      }),
    },
    async (request) => ({ activity: await getFeedActivity(db, request.params.id) }),
  );

  app.delete<{ Params: v.InferOutput<typeof feedActivityIdParams> }>(
    '/feed-activity/:id',
    {
      config: admin,
      schema: routeSchema({
        tags,
        summary: 'Delete a feed activity entry',
        description: 'Administrators. 204; 404 unknown.',
        params: feedActivityIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteFeedActivity(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
