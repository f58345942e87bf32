import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  dataRoomDownloadQuery,
  dataRoomFileIdParams,
  dataRoomHeartbeatBody,
  dataRoomItemIdParams,
  dataRoomViewQuery,
  heartbeatReply,
  startViewBody,
  startViewReply,
  totalTimeReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { contentDisposition, MANAGER, manager, type Params, READER, reader, tags } from './routes-common';
import { THUMBNAIL_WIDTH } from './text-index';
import { viewerOf } from './viewer';
import { openFile, originalOf, recordDownload, resetViews, thumbnailOf, totalTime, viewerCopy, viewHeartbeat } from './viewing';

/** Reading files: views (with the watermarked copy), thumbnails, downloads, heartbeats and a file's view counts. */
export async function dataRoomViewingRoutes(api: FastifyInstance, deps: AppDeps) {
  const { db, storage } = deps;

  api.put<{ Body: v.InferOutput<typeof startViewBody> }>(
    '/data-room/file/view',
    {
      config: reader,
      schema: routeSchema({
        tags,
        summary: 'Open a file: starts a view (analytics) and returns where to read the watermarked copy',
        description: `${READER} Needs canView. The copy at contentUrl is stamped with the viewer’s e-mail, the UTC time and the view code; the original bytes are never served here.`,
        body: startViewBody,
        errors: [403],
        response: { 200: startViewReply },
      }),
    },
    async (request) => openFile(deps, request.body.fileId, () => viewerOf(db, request), request.log),
  );

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
      const { item, copy } = await viewerCopy(deps, request.params.fileId, request.query.viewId, () => viewerOf(db, request));
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
        description: `${READER} Needs canView. PNG, ${THUMBNAIL_WIDTH} px wide, made in the background after the upload: the item's thumbnailUrl is null until then and for kinds without one (Office files, CSV), and this answers 404. Blurred past reading for a reader without canDownload (it carries no watermark).`,
        params: dataRoomFileIdParams,
        errors: [404],
        response: { 200: binaryReply('The thumbnail', ['image/png']) },
      }),
    },
    async (request, reply) => {
      const bytes = await thumbnailOf(deps, request.params.fileId, () => viewerOf(db, request));
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
      const { item, copy } = await recordDownload(deps, request.params.id, request.query.viewId, () => viewerOf(db, request), request.log);
      reply.header('cache-control', 'private, no-store');
      if (copy) {
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('attachment', item.name.replace(/\.(png|jpe?g)$/i, '.pdf')))
          .send(Buffer.from(copy.bytes));
      }
      const object = await originalOf(storage, item);
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
    async (request) => viewHeartbeat(db, request.params.id, () => viewerOf(db, request), request.body),
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
    async (request) => totalTime(db, request.profile!.id, request.params.id),
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
      await resetViews(db, request.profile!.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
