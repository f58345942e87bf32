import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createRequestAccessBody,
  requestAccessCreatedReply,
  requestAccessIdParams,
  requestAccessListQuery,
  requestAccessListReply,
  requestAccessSchema,
  shareLinkMessages,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import { createRequest, decideRequest, getRequest, listRequests } from './service';

const tags = ['fund-request-access'];
type IdParams = { Params: v.InferOutput<typeof requestAccessIdParams> };

/** api/fund-request-access: visitors ask, the fund's members (editor role and up decide; any member reads) answer. */
export async function fundRequestAccessRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post<{ Body: v.InferOutput<typeof createRequestAccessBody> }>(
    '/fund-request-access',
    {
      config: {
        auth: 'public',
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new AppError(429, shareLinkMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS'),
        },
      },
      schema: routeSchema({
        tags,
        summary: 'Ask a fund for access to one of its share links',
        description: 'Public (a visitor a link stopped). One open request per link and address. 404 for an unknown slug.',
        body: createRequestAccessBody,
        errors: [404],
        response: { 201: requestAccessCreatedReply },
      }),
    },
    async (request, reply) => {
      await createRequest(deps, request.body, request.log);
      return reply.status(201).send({ received: true });
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof requestAccessListQuery> }>(
    '/fund-request-access',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'The access requests of the active fund (inbox), newest first',
        querystring: requestAccessListQuery,
        response: { 200: requestAccessListReply },
      }),
    },
    async (request) => listRequests(deps, request.profile!.id, request.query.status),
  );

  app.get<IdParams>(
    '/fund-request-access/:id',
    {
      config: { auth: 'user', profile: { minRole: 'viewer', types: ['fund'] } },
      schema: routeSchema({
        tags,
        summary: 'One access request of the active fund',
        params: requestAccessIdParams,
        errors: [404],
        response: { 200: requestAccessSchema },
      }),
    },
    async (request) => getRequest(deps, request.profile!.id, request.params.id),
  );

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post<IdParams>(
      `/fund-request-access/:id/${action}`,
      {
        config: { auth: 'user', profile: { minRole: 'editor', types: ['fund'] } },
        schema: routeSchema({
          tags,
          summary:
            action === 'approve' ? 'Approve: the address joins the link’s allow list and is mailed the link' : 'Decline an access request',
          params: requestAccessIdParams,
          errors: [404, 409],
          response: { 200: requestAccessSchema },
        }),
      },
      async (request) => decideRequest(deps, request.profile!.id, request.params.id, request.auth!.userId, decision),
    );
  }
}
