import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/availability';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { API_VERSION } from '../../version';

const healthReply = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['ok', 'down']),
  version: v.string(),
  uptimeSeconds: v.number(),
});

export async function healthRoutes(app: FastifyInstance, { database }: AppDeps) {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthReply, 503: healthReply },
      }),
    },
    async (_request, reply) => {
      let databaseOk = true;
      try {
        await database.pool.query('select 1');
      } catch {
        databaseOk = false;
      }
      reply.status(databaseOk ? 200 : 503);
      if (!databaseOk) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return {
        status: databaseOk ? 'ok' : 'degraded',
        database: databaseOk ? 'ok' : 'down',
        version: API_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
}
