import type { FastifyInstance } from 'fastify';
import {
  type CreateUserMetaInput,
  createUserMetaBody,
  type UserMetaParams,
  userMetaParams,
  userMetaSchema,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { latestUserMeta, recordUserMeta } from './service';

export async function userMetaRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Body: CreateUserMetaInput }>(
    '/user-meta',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags: ['user-meta'],
        summary: 'Record visit data (user agent, referrer, UTM tags) of my browser session',
        description:
          "The client's IP address is recorded as seen through the configured proxy hops (TRUST_PROXY_HOPS); an x-forwarded-for claim is kept in data.forwardedFor.",
        security: 'bearer',
        body: createUserMetaBody,
        response: { 201: userMetaSchema },
      }),
    },
    async (request, reply) => {
      // request.ip honours x-forwarded-for only through the configured proxy hops (TRUST_PROXY_HOPS):
      // a client cannot choose the recorded address; its claim is kept as data.forwardedFor.
      const forwardedFor = request.headers['x-forwarded-for'];
      const meta = await recordUserMeta(db, request.auth!.userId, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor,
      });
      reply.status(201);
      return meta;
    },
  );

  app.get<{ Params: UserMetaParams }>(
    '/user-meta/userId/:userId/sessionId/:sessionId',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags: ['user-meta'],
        summary: 'The latest visit data of a user and browser session (the user themself or an administrator)',
        security: 'bearer',
        params: userMetaParams,
        response: { 200: userMetaSchema },
      }),
    },
    async (request) => latestUserMeta(db, request.auth!, request.params.userId, request.params.sessionId),
  );
}
