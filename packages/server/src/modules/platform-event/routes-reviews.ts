import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { eventRatingsReply, eventReviewBody, eventStatsReply, myEventReviewReply, platformEventIdParams } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { deleteReview, eventStats, listRatings, myReview, saveReview } from './reviews';
import { type Params, tags, viewerOf } from './routes-common';

/** An event's reviews ("ratings") and its figures. */
export async function platformEventReviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Params: Params }>(
    '/platform-event/:id/ratings',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Reviews of an event and the averages per criterion',
        description: 'Anyone. Reviewers show as first name and initial with company; e-mail, phone and LinkedIn are never shown.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: eventRatingsReply },
      }),
    },
    async (request) => listRatings(db, viewerOf(request), request.params.id),
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id/ratings/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'My review of an event and whether I may write one',
        description: 'Signed-in user. canReview: attendance recorded and the event started.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: myEventReviewReply },
      }),
    },
    async (request) => myReview(db, request.auth!.userId, request.params.id),
  );

  app.put<{ Params: Params; Body: v.InferOutput<typeof eventReviewBody> }>(
    '/platform-event/:id/ratings/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Write or edit my review of an event',
        description:
          'Signed-in user who recorded attendance (403 otherwise), once the event started (409). One review per person and ' +
          'event: 201 the first time, 200 when it replaces it. The review form of forms §3 and §5.',
        params: platformEventIdParams,
        body: eventReviewBody,
        errors: [403, 404, 409],
        response: { 200: myEventReviewReply, 201: myEventReviewReply },
      }),
    },
    async (request, reply) => {
      const { created, review } = await saveReview(db, request.auth!.userId, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.delete<{ Params: Params }>(
    '/platform-event/:id/ratings/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Delete my review of an event',
        description: 'Signed-in user. Idempotent.',
        params: platformEventIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteReview(db, request.auth!.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: Params }>(
    '/platform-event/:id/stats',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Figures of an event',
        description: 'Anyone. LP / GP / other attendance, attending and attended, bookmarks, reviews, averages, side events.',
        params: platformEventIdParams,
        errors: [404],
        response: { 200: eventStatsReply },
      }),
    },
    async (request) => eventStats(db, request.params.id),
  );
}
