import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  fundManagerIdParams,
  fundManagerListQuery,
  fundManagerListReply,
  fundManagerSchema,
  upsertFundManagerBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { deleteFundManager, listFundManagers, readFundManager, upsertFundManager } from './service';

const tags = ['fund-manager'];

/** api/fund-manager (product §7 "Each: GET list, POST upsert, GET and DELETE {id}"). Administrators only. */
export async function fundManagerRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Querystring: v.InferOutput<typeof fundManagerListQuery> }>(
    '/fund-manager',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Fund managers, one page',
        description:
          'Administrators only. page (from 1), limit (10, 20, 30, 40 or 50; default 20), search (name, firm or role), ' +
          'fundProfileId (the managers of one fund). By name.',
        querystring: fundManagerListQuery,
        response: { 200: fundManagerListReply },
      }),
    },
    async (request) => listFundManagers(db, request.query),
  );

  app.post<{ Body: v.InferOutput<typeof upsertFundManagerBody> }>(
    '/fund-manager',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Create or replace a fund manager',
        description:
          'Administrators only. Without `id`: creates (201). With: replaces that fund manager (200; 422 REFERENCE_NOT_FOUND on id when unknown). ' +
          '`fundProfileId` must be a live fund profile (422).',
        body: upsertFundManagerBody,
        response: { 200: fundManagerSchema, 201: fundManagerSchema },
      }),
    },
    async (request, reply) => {
      const { manager, created } = await upsertFundManager(db, request.body, request.auth!.userId);
      return reply.status(created ? 201 : 200).send(manager);
    },
  );

  app.get<{ Params: v.InferOutput<typeof fundManagerIdParams> }>(
    '/fund-manager/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Read a fund manager',
        description: 'Administrators only. 404 when none has this id.',
        params: fundManagerIdParams,
        errors: [404],
        response: { 200: fundManagerSchema },
      }),
    },
    async (request) => readFundManager(db, request.params.id),
  );

  app.delete<{ Params: v.InferOutput<typeof fundManagerIdParams> }>(
    '/fund-manager/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Delete a fund manager',
        description: 'Administrators only. 404 when none has this id.',
        params: fundManagerIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteFundManager(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
