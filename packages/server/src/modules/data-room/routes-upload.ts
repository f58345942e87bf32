import type { FastifyInstance } from 'fastify';
import { dataRoomItemReply } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { registerDataRoomMultipart } from './file-upload';
import { MANAGER, manager, multipartSchema, tags } from './routes-common';
import { uploadFile } from './uploads';
import { viewerOf } from './viewer';

/** POST file/upload, in a scope of its own: the multipart parser serves this route only. */
export async function dataRoomUploadRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
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
      const item = await uploadFile(deps, request, {
        fundId: request.profile!.id,
        userId: request.auth!.userId,
        viewer: () => viewerOf(db, request),
      });
      return reply.status(201).send({ item });
    },
  );
}
