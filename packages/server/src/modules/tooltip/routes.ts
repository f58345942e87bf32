import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { tooltipIdParams, tooltipListQuery, tooltipListReply, tooltipSchema, upsertTooltipBody } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { deleteTooltip, listTooltips, readTooltip, upsertTooltip } from './service';

const tags = ['tooltip'];

/** api/tooltip (product §7 "tooltip"): anyone reads, administrators write. README.md gives the design. */
export async function tooltipRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Querystring: v.InferOutput<typeof tooltipListQuery> }>(
    '/tooltip',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: 'Every tooltip, by key',
        description: 'Public: the apps read the help texts they show. `search` matches the key, title or text (any case).',
        querystring: tooltipListQuery,
        response: { 200: tooltipListReply },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return listTooltips(db, request.query.search);
    },
  );

  app.post<{ Body: v.InferOutput<typeof upsertTooltipBody> }>(
    '/tooltip',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Create or replace a tooltip',
        description:
          'Administrators only. With `id`: replaces that tooltip (422 REFERENCE_NOT_FOUND on id when unknown, 409 when its new key is another tooltip’s). ' +
          'Without: creates one, or replaces the tooltip that has this key. 201 created, 200 replaced.',
        body: upsertTooltipBody,
        errors: [409],
        response: { 200: tooltipSchema, 201: tooltipSchema },
      }),
    },
    async (request, reply) => {
      const { tooltip, created } = await upsertTooltip(db, request.body, request.auth!.userId);
      return reply.status(created ? 201 : 200).send(tooltip);
    },
  );

  app.get<{ Params: v.InferOutput<typeof tooltipIdParams> }>(
    '/tooltip/:id',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: 'Read a tooltip',
        description: 'Public. 404 when no tooltip has this id.',
        params: tooltipIdParams,
        errors: [404],
        response: { 200: tooltipSchema },
      }),
    },
    async (request) => readTooltip(db, request.params.id),
  );

  app.delete<{ Params: v.InferOutput<typeof tooltipIdParams> }>(
    '/tooltip/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Delete a tooltip',
        description: 'Administrators only. 404 when no tooltip has this id.',
        params: tooltipIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteTooltip(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
