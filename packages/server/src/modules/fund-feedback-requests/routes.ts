import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createFundFeedbackRequestBody,
  fundFeedbackRequestIdParams,
  fundFeedbackRequestListQuery,
  fundFeedbackRequestListReply,
  fundFeedbackRequestReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { mailFeedbackRequest } from './mail';
import { createRequest, ignoreRequest, listRequests, withdrawRequest } from './service';

const tags = ['fund-feedback-requests'];
type IdParams = v.InferOutput<typeof fundFeedbackRequestIdParams>;
type ListQuery = v.InferOutput<typeof fundFeedbackRequestListQuery>;

/** api/fund-feedback-requests: a GP asks an LP for feedback (Requested, Responded, Ignored). README.md gives the design. */
export async function fundFeedbackRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.post<{ Body: v.InferOutput<typeof createFundFeedbackRequestBody> }>(
    '/fund-feedback-requests',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Ask an investor for feedback',
        description:
          'Fund profiles, editor role and up. 422 REFERENCE_NOT_FOUND on investorProfileId when it is not a live investor profile, 409 while a request to ' +
          'that investor is still open. Logged in the activity log. The investor profile’s members who may answer (editor ' +
          'and up) are mailed (template fund-feedback-request) with a link to /feedback.',
        body: createFundFeedbackRequestBody,
        errors: [409],
        response: { 201: fundFeedbackRequestReply },
      }),
    },
    async (request, reply) => {
      const created = await createRequest(db, request.profile!, request.auth!.userId, request.body);
      await mailFeedbackRequest(
        deps,
        { fundName: request.profile!.name, investor: created.investor, message: created.message, requestedByUserId: request.auth!.userId },
        request.log,
      );
      return reply.status(201).send({ request: created });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/fund-feedback-requests/sent',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The feedback requests the active fund sent, with their states',
        description: 'Fund profiles, any member role. status filters; counts are per status whatever the filter. Newest first.',
        querystring: fundFeedbackRequestListQuery,
        response: { 200: fundFeedbackRequestListReply },
      }),
    },
    async (request) => listRequests(db, 'fund', request.profile!.id, request.query.status),
  );

  app.get<{ Querystring: ListQuery }>(
    '/fund-feedback-requests/received',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['investor'] } },
      schema: routeSchema({
        tags,
        summary: 'The feedback requests the active investor received',
        description: 'Investor profiles, any member role. status filters; counts are per status whatever the filter. Newest first.',
        querystring: fundFeedbackRequestListQuery,
        response: { 200: fundFeedbackRequestListReply },
      }),
    },
    async (request) => listRequests(db, 'investor', request.profile!.id, request.query.status),
  );

  app.patch<{ Params: IdParams }>(
    '/fund-feedback-requests/:id/ignore',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['investor'] } },
      schema: routeSchema({
        tags,
        summary: 'Ignore a feedback request',
        description:
          'Investor profiles, editor role and up. The request becomes Ignored. 404 for a request to another investor, 409 when it ' +
          'is no longer open. (Responding is POST fund-feedback with the requestId.)',
        params: fundFeedbackRequestIdParams,
        errors: [404, 409],
        response: { 200: fundFeedbackRequestReply },
      }),
    },
    async (request) => ({ request: await ignoreRequest(db, request.params.id, request.profile!.id) }),
  );

  app.delete<{ Params: IdParams }>(
    '/fund-feedback-requests/:id',
    {
      config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'Withdraw an open feedback request',
        description: 'Fund profiles, editor role and up. 404 for another fund’s request, 409 once answered.',
        params: fundFeedbackRequestIdParams,
        errors: [404, 409],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await withdrawRequest(db, request.params.id, request.profile!.id);
      return reply.status(204).send();
    },
  );
}
