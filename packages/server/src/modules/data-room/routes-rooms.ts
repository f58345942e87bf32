import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  createDataRoomBody,
  dataRoomFundIdParams,
  dataRoomIdParams,
  dataRoomItemIdParams,
  dataRoomItemsQuery,
  dataRoomListReply,
  dataRoomReply,
  dataRoomTreeReply,
  numberOfFilesReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { createRoom, defaultRoom, discoveryTree, fundRooms, numberOfFiles, roomWithItems } from './rooms';
import { MANAGER, manager, type Params, READER, reader, tags } from './routes-common';
import { roomsOf } from './service';
import { viewerOf } from './viewer';

/** Rooms: create, the default room, the rooms a caller may enter, one room's tree. */
export async function dataRoomRoomRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  // The spec's call is `POST data-room` in the data-room family, i.e. api/data-room/data-room; api/data-room is
  // the same call under the family's own root (kept: clients use it).
  for (const [url, summary] of [
    ['/data-room/data-room', 'Create a data room for the active fund (the spec’s path)'],
    ['/data-room', 'Create a data room for the active fund (same as POST data-room/data-room)'],
  ] as const) {
    api.post<{ Body: v.InferOutput<typeof createDataRoomBody> }>(
      url,
      {
        config: manager,
        schema: routeSchema({
          tags,
          summary,
          description: `${MANAGER} type fundnetDiscovery (a tree here) or external (externalDataRoomUrl required: 'Url is required'). 403 PLAN_LIMIT past the plan's number of data rooms (feature-config).`,
          body: createDataRoomBody,
          response: { 201: dataRoomReply },
        }),
      },
      async (request, reply) => reply.status(201).send({ dataRoom: await createRoom(db, request.profile!.id, request.body) }),
    );
  }

  api.post(
    '/data-room/default/data-room',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'The default data room of the active fund (created on first call)',
        description: `${MANAGER} 201 when created, 200 when it existed. One default room per fund; 403 PLAN_LIMIT when creating it would pass the plan's number of data rooms.`,
        response: { 200: dataRoomReply, 201: dataRoomReply },
      }),
    },
    async (request, reply) => {
      const { created, dataRoom } = await defaultRoom(db, request.profile!);
      return reply.status(created ? 201 : 200).send({ dataRoom });
    },
  );

  api.get(
    '/data-room/mine',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Data rooms I manage or was let into',
        description: 'Rooms of funds where I am a member, and rooms where one of my permission groups lets me view something.',
        response: { 200: dataRoomListReply },
      }),
    },
    async (request) => ({ dataRooms: await roomsOf(db, { userId: request.auth!.userId, email: request.auth!.email }) }),
  );

  api.get<{ Params: { fundId: string } }>(
    '/data-room/fund/:fundId',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'The data rooms of a fund that I may enter',
        description: READER,
        params: dataRoomFundIdParams,
        response: { 200: dataRoomListReply },
      }),
    },
    async (request) => ({ dataRooms: await fundRooms(db, () => viewerOf(db, request), request.params.fundId) }),
  );

  for (const variant of ['internal', 'external'] as const) {
    api.get<{ Params: { fundId: string } }>(
      `/data-room/discovery-tree/:fundId/${variant}`,
      {
        config: reader,
        schema: routeSchema({
          tags,
          summary: `The ${variant} data rooms of a fund with the tree I may see (fund profile page)`,
          description: `${READER} ${variant === 'internal' ? 'Rooms kept here (fundnetDiscovery), each with its visible items.' : 'External rooms: their address only.'}`,
          params: dataRoomFundIdParams,
          response: { 200: v.object({ rooms: v.array(dataRoomTreeReply) }) },
        }),
      },
      async (request) => ({ rooms: await discoveryTree(db, () => viewerOf(db, request), request.params.fundId, variant) }),
    );
  }

  api.get<{ Params: Params; Querystring: v.InferOutput<typeof dataRoomItemsQuery> }>(
    '/data-room/:id',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'A data room and the items I may see',
        description: `${READER} ?parentId= lists one folder only (else the whole tree); ?sort= overrides the room's sort (ByAlphabet, NewestFirst, OlderFirst).`,
        params: dataRoomItemIdParams,
        querystring: dataRoomItemsQuery,
        errors: [404],
        response: { 200: dataRoomTreeReply },
      }),
    },
    async (request) =>
      roomWithItems(db, request.params.id, () => viewerOf(db, request), { parentId: request.query.parentId, sort: request.query.sort }),
  );

  api.get<{ Params: Params }>(
    '/data-room/:id/files',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'The files of a data room I may see (flat)',
        description: READER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: dataRoomTreeReply },
      }),
    },
    async (request) => roomWithItems(db, request.params.id, () => viewerOf(db, request), { kind: 'file' }),
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/folders/:dataRoomId',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'The folders of a data room I may see (for the move dialog)',
        description: READER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: dataRoomTreeReply },
      }),
    },
    async (request) => roomWithItems(db, request.params.dataRoomId, () => viewerOf(db, request), { kind: 'folder' }),
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/number-of-files/:dataRoomId',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'How many files, folders and links of a data room I may see',
        description: READER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: numberOfFilesReply },
      }),
    },
    async (request) => numberOfFiles(db, request.params.dataRoomId, () => viewerOf(db, request)),
  );
}
