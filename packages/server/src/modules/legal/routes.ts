import type { FastifyInstance } from 'fastify';
import { legalOperatorReply } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';

export async function legalRoutes(app: FastifyInstance, { config }: AppDeps) {
  app.get(
    '/legal/operator',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: ['legal'],
        summary: 'Who operates this installation, as the imprint, privacy policy and terms name it',
        description: 'From the server configuration (OPERATOR_* variables): one web build serves every deployment.',
        response: { 200: legalOperatorReply },
      }),
    },
    async (_request, reply) => {
      // Changes only with a restart: let browsers and CDNs keep it for a while.
      reply.header('cache-control', 'public, max-age=3600');
      return config.operator;
    },
  );
}
