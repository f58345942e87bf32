import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { contentEntrySchema, contentIdParams, contentListQuery, contentListReply, upsertContentBody } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { deleteContent, listContent, readContent, upsertContent } from './service';

const tags = ['content'];

/** api/content (product §7 "Content: GET list, POST upsert, GET and DELETE {id}"). README.md gives the design. */
export async function contentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Querystring: v.InferOutput<typeof contentListQuery> }>(
    '/content',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Managed pages and texts',
        description:
          'Anyone reads the published entries; an administrator also gets the drafts. Filters: kind (page or text), search ' +
          '(slug, title or text, any case). By slug.',
        querystring: contentListQuery,
        response: { 200: contentListReply },
      }),
    },
    async (request) => listContent(db, request.query, request.auth?.isAdmin === true),
  );

  app.post<{ Body: v.InferOutput<typeof upsertContentBody> }>(
    '/content',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Create or replace a page or text',
        description:
          'Administrators only. With `id`: replaces that entry (422 REFERENCE_NOT_FOUND on id when unknown, 409 when its new slug is another entry’s). ' +
          'Without: creates one, or replaces the entry that has this slug. 201 created, 200 replaced. `published: false` keeps ' +
          'it from the public (the static page then shows its built-in text).',
        body: upsertContentBody,
        errors: [409],
        response: { 200: contentEntrySchema, 201: contentEntrySchema },
      }),
    },
    async (request, reply) => {
      const { entry, created } = await upsertContent(db, request.body, request.auth!.userId);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.get<{ Params: v.InferOutput<typeof contentIdParams> }>(
    '/content/:id',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Read a page or text by id or slug',
        description: 'Anyone reads a published entry; administrators read drafts too. 404 otherwise.',
        params: contentIdParams,
        errors: [404],
        response: { 200: contentEntrySchema },
      }),
    },
    async (request) => readContent(db, request.params.id, request.auth?.isAdmin === true),
  );

  app.delete<{ Params: v.InferOutput<typeof contentIdParams> }>(
    '/content/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Delete a page or text (by id or slug)',
        description: 'Administrators only. 404 when none has this id or slug. The static page falls back to its built-in text.',
        params: contentIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteContent(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
