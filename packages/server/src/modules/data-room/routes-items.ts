import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  createFolderBody,
  createLinkBody,
  dataRoomFileIdParams,
  dataRoomHiddenBody,
  dataRoomIdQuery,
  dataRoomItemIdParams,
  dataRoomItemReply,
  dataRoomMoveBody,
  dataRoomRenameBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { createFolder, createLink, deleteItem, moveManagedItem, renameItem, setHidden, viewableItem } from './items';
import { MANAGER, manager, type Params, READER, reader, tags } from './routes-common';
import { viewerOf } from './viewer';

/** Folders, files and links in a room's tree: create, move, rename, delete, hide, read one. */
export async function dataRoomItemRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  api.post<{ Body: v.InferOutput<typeof createFolderBody> }>(
    '/data-room/folder',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Create a folder',
        description: MANAGER,
        body: createFolderBody,
        errors: [],
        response: { 201: dataRoomItemReply },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ item: await createFolder(db, request.profile!.id, request.auth!.userId, request.body) }),
  );

  api.post<{ Body: v.InferOutput<typeof createLinkBody> }>(
    '/data-room/link',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Add a link (an external URL) to a data room',
        description: `${MANAGER} linkName ('Link name is required') and linkUrl, an http(s) address ('Url is required').`,
        body: createLinkBody,
        errors: [],
        response: { 201: dataRoomItemReply },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ item: await createLink(db, request.profile!.id, request.auth!.userId, request.body) }),
  );

  for (const kind of ['folder', 'file', 'link'] as const) {
    api.put<{ Body: v.InferOutput<typeof dataRoomMoveBody> }>(
      `/data-room/move-${kind}-location`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: `Move a ${kind} to another folder (or the top level) and place it among its siblings`,
          description: `${MANAGER} parentId null: top level; position: 0-based place (end when absent). A folder cannot go into itself or below (400).`,
          body: dataRoomMoveBody,
          errors: [],
          response: { 200: dataRoomItemReply },
        }),
      },
      async (request) => ({ item: await moveManagedItem(db, request.profile!.id, kind, request.body) }),
    );

    api.put<{ Params: Params; Body: v.InferOutput<typeof dataRoomRenameBody> }>(
      `/data-room/rename-${kind}/:id`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: `Rename a ${kind}`,
          description: `${MANAGER}${kind === 'file' ? ' The name is cleaned and keeps the file’s extension.' : ''}`,
          params: dataRoomItemIdParams,
          body: dataRoomRenameBody,
          errors: [404],
          response: { 200: dataRoomItemReply },
        }),
      },
      async (request) => ({ item: await renameItem(db, request.profile!.id, kind, request.params.id, request.body.name) }),
    );

    api.delete<{ Querystring: { id: string } }>(
      `/data-room/${kind}`,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary: `Delete a ${kind}${kind === 'folder' ? ' and everything in it' : ''}`,
          description: `${MANAGER} ?id=. Files' bytes are removed from storage; their views go with them.`,
          querystring: dataRoomIdQuery,
          errors: [404],
          response: { 204: null },
        }),
      },
      async (request, reply) => {
        await deleteItem(deps, request.profile!.id, kind, request.query.id);
        return reply.status(204).send();
      },
    );
  }

  api.put<{ Body: v.InferOutput<typeof dataRoomHiddenBody> }>(
    '/data-room/hidden',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Hide an item (and what a folder holds) from every holder, or show it again',
        description: MANAGER,
        body: dataRoomHiddenBody,
        errors: [],
        response: { 200: dataRoomItemReply },
      }),
    },
    async (request) => ({ item: await setHidden(db, request.profile!.id, request.body.id, request.body.hidden) }),
  );

  api.get<{ Params: { fileId: string } }>(
    '/data-room/file/:fileId',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'A file (its details and my permissions on it)',
        description: `${READER} 404 when I may not view it.`,
        params: dataRoomFileIdParams,
        errors: [404],
        response: { 200: dataRoomItemReply },
      }),
    },
    async (request) => ({ item: await viewableItem(db, request.params.fileId, 'file', () => viewerOf(db, request)) }),
  );

  api.get<{ Params: Params }>(
    '/data-room/link/:id',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'A link',
        description: `${READER} 404 when I may not view it.`,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: dataRoomItemReply },
      }),
    },
    async (request) => ({ item: await viewableItem(db, request.params.id, 'link', () => viewerOf(db, request)) }),
  );
}
