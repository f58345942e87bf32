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
import { clientIp, latestUserMeta, recordUserMeta } from './service';

export async function userMetaRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post<{ Body: CreateUserMetaInput }>(
    '/user-meta',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags: ['user-meta'],
        summary: 'Record visit data (user agent, referrer, UTM tags) of my browser session',
        description:
          "The client's IP address is recorded: the first x-forwarded-for address behind a trusted proxy, else the peer address.",
        security: 'bearer',
        body: createUserMetaBody,
        response: { 201: userMetaSchema },
      }),
    },
    async (request, reply) => {
      // Fastify fills request.ips only when the app trusts a proxy (app.ts: trustProxy).
      const ip = clientIp(request.headers['x-forwarded-for'], request.ips !== undefined, request.ip);
      const meta = await recordUserMeta(db, request.auth!.userId, request.body, { ip, userAgent: request.headers['user-agent'] });
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
