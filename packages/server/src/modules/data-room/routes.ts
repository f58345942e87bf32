import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import * as v from 'valibot';
import {
  createDataRoomBody,
  createFolderBody,
  createGroupBody,
  createLinkBody,
  dataRoomAnswerReply,
  dataRoomDownloadQuery,
  dataRoomFileIdParams,
  dataRoomFundIdParams,
  dataRoomHeartbeatBody,
  dataRoomHiddenBody,
  dataRoomIdParams,
  dataRoomIdQuery,
  dataRoomItemIdParams,
  dataRoomItemReply,
  dataRoomItemsQuery,
  dataRoomListReply,
  dataRoomMessages as text,
  shareLinkMessages,
  dataRoomMoveBody,
  dataRoomQuestionBody,
  dataRoomRenameBody,
  dataRoomReply,
  dataRoomStatisticsReply,
  dataRoomTreeReply,
  dataRoomUploadFormBody,
  dataRoomViewQuery,
  dataRoomViewsQuery,
  dataRoomWatermarkSchema,
  dataRoomWhyQuery,
  editGroupBody,
  editHoldersBody,
  flattenIssues,
  heartbeatReply,
  numberOfFilesReply,
  permissionGroupListReply,
  permissionGroupReply,
  permissionHolderListReply,
  startViewBody,
  startViewReply,
  totalTimeReply,
  uploadFileFields,
  uploadFileKinds,
  viewListReply,
  visitorListReply,
  whyReply,
} from '@fundnet/validation-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { assertEntitlement } from '../feature-config';
import { profiles } from '../profiles/tables';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/auth';
import { linkVisitorOf, visitorTokenOf } from '../fund-custom-profile-link';
import { audit, auditActor } from '../../lib/audit';
import { binaryReply, RequestValidationError, type RouteSchemaParts, routeSchema, withRouteContracts } from '../../lib/route-schema';
import { kindOf, registerDataRoomMultipart, safeName, spoolUpload } from './file-upload';
import { allPermissions, canEnterRoom, explain, permissionsOn, roomAccess, userIdByEmail, type Viewer } from './permissions';
import {
  checkParent,
  enterRoom,
  findItem,
  groupReplies,
  heartbeat,
  insertItem,
  itemReply,
  listItems,
  listViews,
  managedGroup,
  managedItem,
  managedRoom,
  moveItem,
  ownView,
  requireOn,
  roomReply,
  roomsOf,
  startView,
  statistics,
  subtreeOf,
  visitsCsv,
} from './service';
import {
  dataRoomGroups,
  dataRoomHolders,
  dataRoomItemPermissions,
  dataRoomItems,
  dataRooms,
  dataRoomTextPages,
  dataRoomViews,
} from './tables';
import { DEMO_FILE_PREFIX, demoPdf } from './demo-files';
import { pageCountOf, stampedCopy } from './watermark';
import { EXTRACT_TEXT_JOB, noteActivity, noteUpdate } from './jobs';
import { answerWithModel, askableFiles, searchRoom, textContentTypes, THUMBNAIL_WIDTH, thumbnailKey } from './text-index';

const tags = ['data-room'];
const manager = { auth: 'user' as const, profile: { minRole: 'editor' as const, types: ['fund' as const] } };
const reader = { auth: 'optional' as const, profile: { optional: true as const } };
const MANAGER = 'Profile-scoped: the active profile must be the fund that owns the room, editor role and up (404 for another fund’s room).';
const READER =
  'Any signed-in user, or a share-link visitor (x-visitor-token) whose link names the room in its scope (401 with neither); what they get is decided by modules/data-room/permissions.ts (managers: everything; holders: their groups’ permissions, inherited down folders unless overridden). 404 for a room they may not enter.';

type Params = { id: string };
/**
 * Who is asking: the signed-in account, and the share link they came through when the request carries a live
 * visitor token (header x-visitor-token). A caller with neither is 401.
 */
async function viewerOf(db: AppDeps['db'], request: FastifyRequest): Promise<Viewer> {
  const link = await linkVisitorOf(db, visitorTokenOf(request));
  if (request.auth) return { userId: request.auth.userId, email: request.auth.email, link };
  if (link) return { userId: null, email: link.email ?? '', link };
  // The same answers as the routes' former `auth: 'user'`, and the share link's own for a token that ended.
  if (visitorTokenOf(request)) throw unauthorized(shareLinkMessages.visitorTokenMissing, 'VISITOR_TOKEN_INVALID');
  throw unauthorized(SESSION_EXPIRED_MESSAGE, 'SESSION_EXPIRED');
}

function multipartSchema(parts: Omit<RouteSchemaParts, 'body'>): FastifySchema {
  const schema = routeSchema({ ...parts, body: dataRoomUploadFormBody });
  return withRouteContracts(schema, { ...schema, consumes: ['multipart/form-data'] }) as FastifySchema;
}

const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * api/data-room (product-routes §7 "Data room"). Managers (editor and up on the fund, as the active profile)
 * build the room; everybody reads through permissions.ts. README.md gives the design.
 */
export async function dataRoomRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db, storage, config } = deps;

  // ---------------------------------------------------------------- upload (its own scope: multipart parser)
  await api.register(async (app) => {
    await registerDataRoomMultipart(app, config.dataRoom.maxBytes);
    app.post(
      '/data-room/file/upload',
      {
        config: manager,
        bodyLimit: config.dataRoom.maxBytes + 1024 * 1024,
        schema: multipartSchema({
          tags,
          summary: 'Upload a file into a data room (streamed; type decided by content)',
          description: `${MANAGER} multipart/form-data: file, dataRoomId, parentId?, fileName, dataRoomAddWatermark ('true'|'false'), watermark options. Streamed to storage, never held in memory; at most DATA_ROOM_MAX_BYTES (413). The kind comes from the magic bytes: PDF, PNG, JPEG, Word, Excel, PowerPoint, CSV; a name claiming another kind is refused (415). The name is cleaned of paths and control characters.`,
          errors: [404, 413, 415, 422],
          response: { 201: dataRoomItemReply },
        }),
      },
      async (request, reply) => {
        // Spool beside the stored files when they are on local disk, so storing the upload is a rename.
        const upload = await spoolUpload(
          request,
          config.dataRoom.maxBytes,
          storage.kind === 'local' ? path.join(config.storage.dir, '.spool') : undefined,
        );
        try {
          const parsed = v.safeParse(uploadFileFields, upload.fields);
          if (!parsed.success) throw new RequestValidationError(flattenIssues(parsed.issues));
          const fields = parsed.output;
          const room = await managedRoom(db, fields.dataRoomId, request.profile!.id);
          const parentId = await checkParent(db, room, fields.parentId);
          const kind = await kindOf(upload.head, upload.originalName || fields.fileName);
          const watermark = fields.dataRoomAddWatermark
            ? v.parse(dataRoomWatermarkSchema, {
                customWatermarkText: fields.customWatermarkText ?? '',
                watermarkSize: fields.watermarkSize || undefined,
                watermarkPosition: fields.watermarkPosition || undefined,
                watermarkRotation: fields.watermarkRotation ? Number(fields.watermarkRotation) : undefined,
              })
            : null;
          const storageKey = `private/data-room/${room.id}/${crypto.randomUUID()}`;
          const contentType = uploadFileKinds[kind].contentType;
          await storage.putFile(storageKey, upload.filePath, upload.size, { contentType });
          let pageCount: number | null = null;
          if (kind === 'pdf' && upload.size <= 64 * 1024 * 1024) pageCount = await pageCountOf((await storage.get(storageKey))!);
          else if (kind === 'png' || kind === 'jpeg') pageCount = 1;
          const item = await insertItem(db, room, {
            kind: 'file',
            parentId,
            name: safeName(fields.fileName, kind),
            area: fields.area,
            storageKey,
            contentType,
            size: upload.size,
            pageCount,
            watermark,
            createdByUserId: request.auth!.userId,
          });
          // The file is read in the background (text for Q&A, page count, thumbnail): the upload does not wait for it.
          if (kind !== 'csv')
            await deps.jobs
              .send(EXTRACT_TEXT_JOB, { itemId: item.id }, { singletonKey: item.id })
              .catch((error) => request.log.error({ err: error, itemId: item.id }, 'file reading not queued'));
          // Holders and link visitors who asked to hear of updates (notifyOnUpdates) get one mail per room and window.
          await noteUpdate(deps, item, request.log);
          return reply
            .status(201)
            .send({ item: itemReply(item, permissionsOn(await roomAccess(db, room, await viewerOf(db, request)), item.id).permissions) });
        } catch (error) {
          if (error instanceof v.ValiError) throw new RequestValidationError(flattenIssues(error.issues));
          throw error;
        } finally {
          await upload.discard();
        }
      },
    );
  });

  // ---------------------------------------------------------------- rooms
  const createRoom = async (request: FastifyRequest<{ Body: v.InferOutput<typeof createDataRoomBody> }>, reply: FastifyReply) => {
    const body = request.body;
    const fundId = request.profile!.id;
    const room = await db.transaction(async (tx) => {
      // The plan's number of rooms (feature-config), checked with the fund locked so two requests cannot both take the last.
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, fundId)).for('update');
      await assertEntitlement(tx, fundId, 'dataRooms');
      const [made] = await tx
        .insert(dataRooms)
        .values({
          fundProfileId: fundId,
          name: body.name,
          type: body.type,
          externalUrl: body.type === 'external' ? (body.externalDataRoomUrl ?? null) : null,
          sort: body.sort,
        })
        .returning();
      return made!;
    });
    return reply.status(201).send({ dataRoom: await roomReply(db, room, true) });
  };
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
      createRoom,
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
      const fundId = request.profile!.id;
      const existing = await db
        .select()
        .from(dataRooms)
        .where(and(eq(dataRooms.fundProfileId, fundId), eq(dataRooms.isDefault, true)))
        .limit(1);
      if (existing[0]) return reply.status(200).send({ dataRoom: await roomReply(db, existing[0], true) });
      const room = await db.transaction(async (tx) => {
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, fundId)).for('update');
        await assertEntitlement(tx, fundId, 'dataRooms');
        const [made] = await tx
          .insert(dataRooms)
          .values({ fundProfileId: fundId, name: `${request.profile!.name} data room`, type: 'fundnetDiscovery', isDefault: true })
          .onConflictDoNothing()
          .returning();
        return made;
      });
      const row =
        room ??
        (
          await db
            .select()
            .from(dataRooms)
            .where(and(eq(dataRooms.fundProfileId, fundId), eq(dataRooms.isDefault, true)))
        )[0]!;
      return reply.status(room ? 201 : 200).send({ dataRoom: await roomReply(db, row, true) });
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

  const roomsOfFund = async (request: FastifyRequest, fundId: string, type?: 'external' | 'fundnetDiscovery') => {
    const rows = await db
      .select()
      .from(dataRooms)
      .where(type ? and(eq(dataRooms.fundProfileId, fundId), eq(dataRooms.type, type)) : eq(dataRooms.fundProfileId, fundId));
    const result = [];
    for (const room of rows) {
      const access = await roomAccess(db, room, await viewerOf(db, request));
      if (canEnterRoom(access)) result.push({ room, access });
    }
    return result;
  };

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
    async (request) => {
      const rooms = await roomsOfFund(request, request.params.fundId);
      return { dataRooms: await Promise.all(rooms.map(({ room, access }) => roomReply(db, room, access.manager))) };
    },
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
      async (request) => {
        const rooms = await roomsOfFund(request, request.params.fundId, variant === 'internal' ? 'fundnetDiscovery' : 'external');
        return {
          rooms: await Promise.all(
            rooms.map(async ({ room, access }) => ({
              dataRoom: await roomReply(db, room, access.manager),
              items: variant === 'internal' ? await listItems(db, access) : [],
            })),
          ),
        };
      },
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
    async (request) => {
      const access = await enterRoom(db, request.params.id, await viewerOf(db, request));
      return {
        dataRoom: await roomReply(db, access.room, access.manager),
        items: await listItems(db, access, { parentId: request.query.parentId, sort: request.query.sort }),
      };
    },
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
    async (request) => {
      const access = await enterRoom(db, request.params.id, await viewerOf(db, request));
      return { dataRoom: await roomReply(db, access.room, access.manager), items: await listItems(db, access, { kind: 'file' }) };
    },
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
    async (request) => {
      const access = await enterRoom(db, request.params.dataRoomId, await viewerOf(db, request));
      return { dataRoom: await roomReply(db, access.room, access.manager), items: await listItems(db, access, { kind: 'folder' }) };
    },
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
    async (request) => {
      const access = await enterRoom(db, request.params.dataRoomId, await viewerOf(db, request));
      const items = await listItems(db, access);
      return {
        files: items.filter((i) => i.kind === 'file').length,
        folders: items.filter((i) => i.kind === 'folder').length,
        links: items.filter((i) => i.kind === 'link').length,
      };
    },
  );

  // ---------------------------------------------------------------- folders and links
  api.post<{ Body: v.InferOutput<typeof createFolderBody> }>(
    '/data-room/folder',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Create a folder',
        description: MANAGER,
        body: createFolderBody,
        errors: [404],
        response: { 201: dataRoomItemReply },
      }),
    },
    async (request, reply) => {
      const room = await managedRoom(db, request.body.dataRoomId, request.profile!.id);
      const parentId = await checkParent(db, room, request.body.parentId);
      const item = await insertItem(db, room, { kind: 'folder', parentId, name: request.body.name, createdByUserId: request.auth!.userId });
      return reply.status(201).send({ item: itemReply(item, allPermissions) });
    },
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
        errors: [404],
        response: { 201: dataRoomItemReply },
      }),
    },
    async (request, reply) => {
      const room = await managedRoom(db, request.body.dataRoomId, request.profile!.id);
      const parentId = await checkParent(db, room, request.body.parentId);
      const item = await insertItem(db, room, {
        kind: 'link',
        parentId,
        name: request.body.linkName,
        url: request.body.linkUrl,
        createdByUserId: request.auth!.userId,
      });
      return reply.status(201).send({ item: itemReply(item, allPermissions) });
    },
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
          errors: [404],
          response: { 200: dataRoomItemReply },
        }),
      },
      async (request) => {
        const { item, room } = await managedItem(db, request.body.id, request.profile!.id, kind);
        const moved = await moveItem(db, item, room, request.body.parentId ?? null, request.body.position);
        return { item: itemReply(moved, allPermissions) };
      },
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
      async (request) => {
        const { item } = await managedItem(db, request.params.id, request.profile!.id, kind);
        let name = request.body.name;
        if (kind === 'file') {
          const fileKind = (Object.entries(uploadFileKinds).find(([, info]) => info.contentType === item.contentType)?.[0] ??
            'pdf') as keyof typeof uploadFileKinds;
          name = safeName(name, fileKind);
        }
        const [row] = await db.update(dataRoomItems).set({ name, updatedAt: new Date() }).where(eq(dataRoomItems.id, item.id)).returning();
        return { item: itemReply(row!, allPermissions) };
      },
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
        const { item } = await managedItem(db, request.query.id, request.profile!.id, kind);
        const doomed = kind === 'folder' ? await subtreeOf(db, item) : [item];
        await db.delete(dataRoomItems).where(
          inArray(
            dataRoomItems.id,
            doomed.map((d) => d.id),
          ),
        );
        for (const row of doomed) if (row.storageKey) await storage.delete(row.storageKey).catch(() => undefined);
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
        errors: [404],
        response: { 200: dataRoomItemReply },
      }),
    },
    async (request) => {
      const { item } = await managedItem(db, request.body.id, request.profile!.id);
      const [row] = await db
        .update(dataRoomItems)
        .set({ hidden: request.body.hidden, updatedAt: new Date() })
        .where(eq(dataRoomItems.id, item.id))
        .returning();
      return { item: itemReply(row!, allPermissions) };
    },
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
    async (request) => {
      const item = await findItem(db, request.params.fileId, 'file');
      const access = await enterRoom(db, item.dataRoomId, await viewerOf(db, request));
      return { item: itemReply(item, requireOn(access, item, 'canView')) };
    },
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
    async (request) => {
      const item = await findItem(db, request.params.id, 'link');
      const access = await enterRoom(db, item.dataRoomId, await viewerOf(db, request));
      return { item: itemReply(item, requireOn(access, item, 'canView')) };
    },
  );

  // ---------------------------------------------------------------- viewing and downloading
  api.put<{ Body: v.InferOutput<typeof startViewBody> }>(
    '/data-room/file/view',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Open a file: starts a view (analytics) and returns where to read the watermarked copy',
        description: `${READER} Needs canView. The copy at contentUrl is stamped with the viewer’s e-mail, the UTC time and the view code; the original bytes are never served here.`,
        body: startViewBody,
        errors: [403, 404],
        response: { 200: startViewReply },
      }),
    },
    async (request) => {
      const item = await findItem(db, request.body.fileId, 'file');
      const access = await enterRoom(db, item.dataRoomId, await viewerOf(db, request));
      const permissions = requireOn(access, item, 'canView');
      const view = await startView(db, item, await viewerOf(db, request));
      await noteActivity(deps, access, item, view.id, 'view', request.log);
      return {
        viewId: view.id,
        viewCode: view.viewCode,
        viewerEmail: view.viewerEmail,
        startedAt: view.startedAt.toISOString(),
        watermark: item.watermark ?? null,
        canDownload: permissions.canDownload,
        contentUrl: `api/data-room/file/${item.id}/content?viewId=${view.id}`,
      };
    },
  );

  /** The stamped copy of a viewable file (PDF, PNG, JPEG); null for kinds that cannot be stamped. */
  const stamped = async (item: typeof dataRoomItems.$inferSelect, view: { viewerEmail: string; startedAt: Date; viewCode: string }) => {
    if (!item.storageKey || !['application/pdf', 'image/png', 'image/jpeg'].includes(item.contentType ?? '')) return null;
    let original = await storage.get(item.storageKey);
    if (!original && item.storageKey.startsWith(DEMO_FILE_PREFIX)) {
      // Seeded files: the seed writes rows only, so the bytes are made on first read.
      original = await demoPdf(item.name.replace(/\.pdf$/i, ''));
      await storage.put(item.storageKey, original, { contentType: 'application/pdf' });
    }
    if (!original) throw notFound(text.itemNotFound);
    return stampedCopy(original, item.contentType!, item.watermark ?? null, {
      email: view.viewerEmail,
      at: view.startedAt,
      viewCode: view.viewCode,
    });
  };

  api.get<{ Params: { fileId: string }; Querystring: v.InferOutput<typeof dataRoomViewQuery> }>(
    '/data-room/file/:fileId/content',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'The watermarked copy of a file for the in-browser viewer (PDF)',
        description: `${READER} Needs canView and a view of mine (PUT file/view). PDFs and images only (images come as a one-page PDF): 415 for other kinds. Never the original bytes.`,
        params: dataRoomFileIdParams,
        querystring: dataRoomViewQuery,
        errors: [403, 404, 415],
        response: { 200: binaryReply('The watermarked PDF', ['application/pdf']) },
      }),
    },
    async (request, reply) => {
      const item = await findItem(db, request.params.fileId, 'file');
      const access = await enterRoom(db, item.dataRoomId, await viewerOf(db, request));
      requireOn(access, item, 'canView');
      const view = await ownView(db, request.query.viewId, await viewerOf(db, request));
      if (view.itemId !== item.id) throw notFound(text.viewNotFound);
      const copy = await stamped(item, view);
      if (!copy) throw badRequest('This kind of file cannot be shown in the viewer; download it if you may.', 'NOT_VIEWABLE');
      if (view.pageCount !== copy.pageCount)
        await db.update(dataRoomViews).set({ pageCount: copy.pageCount }).where(eq(dataRoomViews.id, view.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('inline', item.name.replace(/\.(png|jpe?g)$/i, '.pdf')))
        .send(Buffer.from(copy.bytes));
    },
  );

  api.get<{ Params: { fileId: string } }>(
    '/data-room/file/:fileId/thumbnail',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'A small picture of a file (page 1 of a PDF, an image), for the tree (not in spec)',
        description: `${READER} Needs canView. PNG, ${THUMBNAIL_WIDTH} px wide, made in the background after the upload: the item's thumbnailUrl is null until then and for kinds without one (Office files, CSV), and this answers 404.`,
        params: dataRoomFileIdParams,
        errors: [404],
        response: { 200: binaryReply('The thumbnail', ['image/png']) },
      }),
    },
    async (request, reply) => {
      const item = await findItem(db, request.params.fileId, 'file');
      const access = await enterRoom(db, item.dataRoomId, await viewerOf(db, request));
      requireOn(access, item, 'canView');
      const bytes = item.thumbnailAt ? await storage.get(thumbnailKey(item.id)) : null;
      if (!bytes) throw notFound(text.thumbnailNotReady, 'THUMBNAIL_NOT_READY');
      return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').send(bytes);
    },
  );

  api.put<{ Params: Params; Querystring: v.InferOutput<typeof dataRoomDownloadQuery> }>(
    '/data-room/download/file/:id',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Download a file (PDFs and images stamped with the watermark; other kinds as uploaded)',
        description: `${READER} Needs canDownload (403 otherwise). Recorded as a download on the view (?viewId=) or on a new view.`,
        params: dataRoomItemIdParams,
        querystring: dataRoomDownloadQuery,
        errors: [403, 404],
        response: { 200: binaryReply('The file') },
      }),
    },
    async (request, reply) => {
      const item = await findItem(db, request.params.id, 'file');
      const access = await enterRoom(db, item.dataRoomId, await viewerOf(db, request));
      requireOn(access, item, 'canDownload');
      let view = request.query.viewId
        ? await ownView(db, request.query.viewId, await viewerOf(db, request))
        : await startView(db, item, await viewerOf(db, request));
      if (view.itemId !== item.id) view = await startView(db, item, await viewerOf(db, request));
      await db.update(dataRoomViews).set({ downloadedAt: new Date() }).where(eq(dataRoomViews.id, view.id));
      await noteActivity(deps, access, item, view.id, 'download', request.log);
      const copy = await stamped(item, view);
      reply.header('cache-control', 'private, no-store');
      if (copy) {
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('attachment', item.name.replace(/\.(png|jpe?g)$/i, '.pdf')))
          .send(Buffer.from(copy.bytes));
      }
      const object = await storage.stream(item.storageKey!);
      if (!object) throw notFound(text.itemNotFound);
      return reply
        .header('content-type', item.contentType ?? 'application/octet-stream')
        .header('content-length', String(object.contentLength))
        .header('content-disposition', contentDisposition('attachment', item.name))
        .send(object.body);
    },
  );

  api.put<{ Params: Params; Body: v.InferOutput<typeof dataRoomHeartbeatBody> }>(
    '/data-room/view/:id',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Heartbeat of a view: time on a page (sent only while the tab is visible)',
        description: 'Any signed-in user, on a view of their own (404 otherwise). ms is capped at 60 s per beat.',
        params: dataRoomItemIdParams,
        body: dataRoomHeartbeatBody,
        errors: [404],
        response: { 200: heartbeatReply },
      }),
    },
    async (request) => {
      await ownView(db, request.params.id, await viewerOf(db, request));
      const view = await heartbeat(db, request.params.id, request.body.page, request.body.ms, request.body.pageCount);
      return { durationMs: view.durationMs };
    },
  );

  api.put<{ Params: Params }>(
    '/data-room/total-time/file/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Total time spent on a file, all viewers',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: totalTimeReply },
      }),
    },
    async (request) => {
      const { item } = await managedItem(db, request.params.id, request.profile!.id, 'file');
      const [row] = await db
        .select({
          totalMs: sql<number>`coalesce(sum(${dataRoomViews.durationMs}), 0)`.mapWith(Number),
          views: sql<number>`count(*)`.mapWith(Number),
        })
        .from(dataRoomViews)
        .where(eq(dataRoomViews.itemId, item.id));
      return { fileId: item.id, totalMs: row?.totalMs ?? 0, views: row?.views ?? 0 };
    },
  );

  api.put<{ Params: Params }>(
    '/data-room/view-reset/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Forget the views of a file (its analytics start again)',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const { item } = await managedItem(db, request.params.id, request.profile!.id, 'file');
      await db.delete(dataRoomViews).where(eq(dataRoomViews.itemId, item.id));
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- groups and holders
  api.post<{ Body: v.InferOutput<typeof createGroupBody> }>(
    '/data-room/create/data-room/group',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Create a permission group',
        description: `${MANAGER} permissions: the eight share permissions (forms §3); default view only.`,
        body: createGroupBody,
        errors: [404],
        response: { 201: permissionGroupReply },
      }),
    },
    async (request, reply) => {
      const room = await managedRoom(db, request.body.dataRoomId, request.profile!.id);
      const [group] = await db
        .insert(dataRoomGroups)
        .values({ dataRoomId: room.id, name: request.body.name, permissions: request.body.permissions })
        .returning();
      return reply.status(201).send({ group: (await groupReplies(db, [group!.id]))[0]! });
    },
  );

  api.put<{ Body: v.InferOutput<typeof editGroupBody> }>(
    '/data-room/group/edit',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Rename a group, change its room-wide permissions and its per-item overrides',
        description: `${MANAGER} overrides: [{ itemId, permissions }] replaces what the group inherits on that item and below; permissions null removes the override.`,
        body: editGroupBody,
        errors: [404],
        response: { 200: permissionGroupReply },
      }),
    },
    async (request) => {
      const { group, room } = await managedGroup(db, request.body.id, request.profile!.id);
      await db.transaction(async (tx) => {
        await audit(tx, {
          ...auditActor(request),
          action: 'dataRoom.permissionChanged',
          targetType: 'dataRoomGroup',
          targetId: group.id,
          targetLabel: group.name,
          before: { name: group.name, permissions: group.permissions },
          after: { name: request.body.name ?? group.name, permissions: request.body.permissions ?? group.permissions },
        });
        if (request.body.name || request.body.permissions) {
          await tx
            .update(dataRoomGroups)
            .set({
              ...(request.body.name ? { name: request.body.name } : {}),
              ...(request.body.permissions ? { permissions: request.body.permissions } : {}),
            })
            .where(eq(dataRoomGroups.id, group.id));
        }
        for (const override of request.body.overrides ?? []) {
          const item = await findItem(tx, override.itemId);
          if (item.dataRoomId !== room.id) throw notFound(text.itemNotFound);
          if (override.permissions === null) {
            await tx
              .delete(dataRoomItemPermissions)
              .where(and(eq(dataRoomItemPermissions.groupId, group.id), eq(dataRoomItemPermissions.itemId, item.id)));
          } else {
            await tx
              .insert(dataRoomItemPermissions)
              .values({ groupId: group.id, itemId: item.id, permissions: override.permissions })
              .onConflictDoUpdate({
                target: [dataRoomItemPermissions.groupId, dataRoomItemPermissions.itemId],
                set: { permissions: override.permissions },
              });
          }
        }
      });
      return { group: (await groupReplies(db, [group.id]))[0]! };
    },
  );

  api.put<{ Body: v.InferOutput<typeof editHoldersBody> }>(
    '/data-room/permissionHolder/edit',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Add and remove the holders of a group (investors by e-mail or profile, fund members by role)',
        description: `${MANAGER} add: [{ email } | { profileId } | { role: 'viewer' }]; remove: holder ids. Adding an existing holder again changes nothing.`,
        body: editHoldersBody,
        errors: [404],
        response: { 200: permissionGroupReply },
      }),
    },
    async (request) => {
      const { group } = await managedGroup(db, request.body.groupId, request.profile!.id);
      const current = await db.select().from(dataRoomHolders).where(eq(dataRoomHolders.groupId, group.id));
      await audit(db, {
        ...auditActor(request),
        action: 'dataRoom.permissionChanged',
        targetType: 'dataRoomGroup',
        targetId: group.id,
        targetLabel: group.name,
        after: { holdersAdded: request.body.add ?? [], holdersRemoved: (request.body as { remove?: unknown[] }).remove ?? [] },
      });
      for (const holder of request.body.add ?? []) {
        const kind = holder.email ? 'email' : holder.profileId ? 'profile' : 'role';
        const exists = current.some(
          (c) =>
            c.kind === kind &&
            c.email === (holder.email ?? null) &&
            c.profileId === (holder.profileId ?? null) &&
            c.role === (holder.role ?? null),
        );
        if (exists) continue;
        if (holder.profileId) await findProfile(holder.profileId);
        await db
          .insert(dataRoomHolders)
          .values({ groupId: group.id, kind, email: holder.email ?? null, profileId: holder.profileId ?? null, role: holder.role ?? null });
      }
      if (request.body.remove?.length) {
        await db
          .delete(dataRoomHolders)
          .where(and(eq(dataRoomHolders.groupId, group.id), inArray(dataRoomHolders.id, request.body.remove)));
      }
      return { group: (await groupReplies(db, [group.id]))[0]! };
    },
  );

  const findProfile = async (profileId: string) => {
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
    if (!row) throw notFound('This profile does not exist.');
  };

  api.delete<{ Querystring: { id: string } }>(
    '/data-room/group',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Delete a permission group',
        description: `${MANAGER} ?id=`,
        querystring: dataRoomIdQuery,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const { group } = await managedGroup(db, request.query.id, request.profile!.id);
      await db.delete(dataRoomGroups).where(eq(dataRoomGroups.id, group.id));
      return reply.status(204).send();
    },
  );

  api.get<{ Params: Params }>(
    '/data-room/group/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'A permission group with its holders and overrides',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: permissionGroupReply },
      }),
    },
    async (request) => {
      const { group } = await managedGroup(db, request.params.id, request.profile!.id);
      return { group: (await groupReplies(db, [group.id]))[0]! };
    },
  );

  api.get<{ Params: Params }>(
    '/data-room/group/all/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Every permission group of a data room (id = the room)',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: permissionGroupListReply },
      }),
    },
    async (request) => {
      const room = await managedRoom(db, request.params.id, request.profile!.id);
      const ids = await db.select({ id: dataRoomGroups.id }).from(dataRoomGroups).where(eq(dataRoomGroups.dataRoomId, room.id));
      return {
        groups: await groupReplies(
          db,
          ids.map((g) => g.id),
        ),
      };
    },
  );

  api.get<{ Params: Params }>(
    '/data-room/permission-holders/:id',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'The holders of a permission group (id = the group)',
        description: MANAGER,
        params: dataRoomItemIdParams,
        errors: [404],
        response: { 200: permissionHolderListReply },
      }),
    },
    async (request) => {
      const { group } = await managedGroup(db, request.params.id, request.profile!.id);
      return { holders: (await groupReplies(db, [group.id]))[0]!.holders };
    },
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/permission-holders/room/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Every holder of every group of a data room',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: permissionHolderListReply },
      }),
    },
    async (request) => {
      const room = await managedRoom(db, request.params.dataRoomId, request.profile!.id);
      const ids = await db.select({ id: dataRoomGroups.id }).from(dataRoomGroups).where(eq(dataRoomGroups.dataRoomId, room.id));
      return {
        holders: (
          await groupReplies(
            db,
            ids.map((g) => g.id),
          )
        ).flatMap((g) => g.holders),
      };
    },
  );

  api.get<{ Querystring: v.InferOutput<typeof dataRoomWhyQuery> }>(
    '/data-room/why',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Why can this person see (or not see) this item: the rules that decide it',
        description: `${MANAGER} ?itemId=&email=. The same resolver every route uses, run for that person.`,
        querystring: dataRoomWhyQuery,
        errors: [404],
        response: { 200: whyReply },
      }),
    },
    async (request) => {
      const { item, room } = await managedItem(db, request.query.itemId, request.profile!.id);
      const access = await roomAccess(db, room, { userId: await userIdByEmail(db, request.query.email), email: request.query.email });
      const result = permissionsOn(access, item.id);
      return { ...result, explanation: explain(request.query.email, result) };
    },
  );

  // ---------------------------------------------------------------- analytics
  api.get<{ Params: { dataRoomId: string }; Querystring: v.InferOutput<typeof dataRoomViewsQuery> }>(
    '/data-room/views/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Views of a data room (or one file): viewer, time, time per page, pages read, download',
        description: `${MANAGER} Newest first, at most 1000.`,
        params: dataRoomIdParams,
        querystring: dataRoomViewsQuery,
        errors: [404],
        response: { 200: viewListReply },
      }),
    },
    async (request) => {
      const room = await managedRoom(db, request.params.dataRoomId, request.profile!.id);
      return { views: await listViews(db, room.id, request.query.fileId) };
    },
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/views/:dataRoomId/csv',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Visits of a data room as CSV (viewed at, visitor, e-mail, file, duration, pages read %, downloaded at)',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: binaryReply('CSV', ['text/csv']) },
      }),
    },
    async (request, reply) => {
      const room = await managedRoom(db, request.params.dataRoomId, request.profile!.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${room.name} visits.csv`))
        .send(visitsCsv(await listViews(db, room.id)));
    },
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/visitors/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Visitors of a data room, with their views, files, downloads and time',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: visitorListReply },
      }),
    },
    async (request) => {
      const room = await managedRoom(db, request.params.dataRoomId, request.profile!.id);
      const rows = await db
        .select({
          viewerEmail: dataRoomViews.viewerEmail,
          views: sql<number>`count(*)`.mapWith(Number),
          files: sql<number>`count(distinct ${dataRoomViews.itemId})`.mapWith(Number),
          downloads: sql<number>`count(${dataRoomViews.downloadedAt})`.mapWith(Number),
          durationMs: sql<number>`coalesce(sum(${dataRoomViews.durationMs}), 0)`.mapWith(Number),
          lastViewAt: sql<string>`max(${dataRoomViews.startedAt})`,
        })
        .from(dataRoomViews)
        .where(eq(dataRoomViews.dataRoomId, room.id))
        .groupBy(dataRoomViews.viewerEmail)
        .orderBy(sql`max(${dataRoomViews.startedAt}) desc`);
      return { visitors: rows.map((r) => ({ ...r, lastViewAt: new Date(r.lastViewAt).toISOString() })) };
    },
  );

  api.get<{ Params: { dataRoomId: string } }>(
    '/data-room/statistics/:dataRoomId',
    {
      config: manager,
      schema: routeSchema({
        tags,
        summary: 'Data-room figures (dashboard): file views, downloads, folders, files, opening rate, average time, last view',
        description: MANAGER,
        params: dataRoomIdParams,
        errors: [404],
        response: { 200: dataRoomStatisticsReply },
      }),
    },
    async (request) => {
      const room = await managedRoom(db, request.params.dataRoomId, request.profile!.id);
      const { links: _, ...figures } = await statistics(db, room.id);
      return figures;
    },
  );

  // ---------------------------------------------------------------- questions over the room (Q&A)
  api.post<{ Body: v.InferOutput<typeof dataRoomQuestionBody> }>(
    '/data-room/question',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Ask a question over a data room: the best passages of its files, with file and page (full-text search)',
        description: `${READER} Searches only the files the asker may view with canUseAIChat (managers: every file); 403 when there is none, and 403 PLAN_LIMIT when the fund's plan has no AI chat (feature-config). PostgreSQL full-text search over the text of every PDF (read page by page after upload) and the file names. With DATA_ROOM_ANSWER_URL set, an OpenAI-compatible model writes \`answer\` from the passages (mode 'model'); otherwise the passages are the answer (mode 'search').`,
        body: dataRoomQuestionBody,
        errors: [403, 404, 422],
        response: { 200: dataRoomAnswerReply },
      }),
    },
    async (request) => {
      const { dataRoomId, question } = request.body;
      const access = await enterRoom(db, dataRoomId, await viewerOf(db, request));
      // Questions are the plan's AI chat (feature-config): the fund's plan decides, for its team and its holders alike.
      await assertEntitlement(db, access.room.fundProfileId, 'aiChat');
      const files = await db
        .select({ id: dataRoomItems.id, contentType: dataRoomItems.contentType })
        .from(dataRoomItems)
        .where(and(eq(dataRoomItems.dataRoomId, dataRoomId), eq(dataRoomItems.kind, 'file')));
      const allowed = askableFiles(
        access,
        files.map((file) => file.id),
      );
      if (allowed.size === 0 && !access.manager) throw forbidden(text.noQuestions, 'NO_QUESTIONS');
      const passages = await searchRoom(db, dataRoomId, question, allowed);
      const pdfs = files.filter((file) => allowed.has(file.id) && textContentTypes.includes(file.contentType ?? '')).map((file) => file.id);
      const indexed = pdfs.length
        ? await db.selectDistinct({ id: dataRoomTextPages.itemId }).from(dataRoomTextPages).where(inArray(dataRoomTextPages.itemId, pdfs))
        : [];
      let answer: string | null = null;
      const model = config.dataRoom.answerModel;
      if (model && passages.length > 0) {
        try {
          answer = await answerWithModel(model, question, passages);
        } catch (error) {
          // The passages still answer: a model that is down never fails the question.
          request.log.warn({ err: error }, 'data-room answer model failed; answering with the passages');
        }
      }
      return {
        question,
        mode: answer ? ('model' as const) : ('search' as const),
        answer,
        passages,
        pendingFiles: pdfs.length - indexed.length,
      };
    },
  );
}
