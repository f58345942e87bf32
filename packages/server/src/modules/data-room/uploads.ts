import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { type DataRoomEntry, dataRoomWatermarkSchema, flattenIssues, uploadFileFields, uploadFileKinds } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { RequestValidationError } from '../../lib/route-schema';
import { kindOf, safeName, spoolUpload } from './file-upload';
import { EXTRACT_TEXT_JOB, noteUpdate } from './jobs';
import { permissionsOn, roomAccess } from './permissions';
import { checkParent, insertItem, itemReply, managedRoom } from './service';
import type { ViewerSource } from './viewer';
import { pageCountOf } from './watermark';

/**
 * POST file/upload: spools the multipart body, checks its fields and kind, stores the bytes, adds the item and
 * queues its reading. The spooled copy is discarded whatever happens.
 */
export async function uploadFile(
  deps: AppDeps,
  request: FastifyRequest,
  caller: { fundId: string; userId: string; viewer: ViewerSource },
): Promise<DataRoomEntry> {
  const { db, storage, config } = deps;
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
    const room = await managedRoom(db, fields.dataRoomId, caller.fundId);
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
      createdByUserId: caller.userId,
    });
    // The file is read in the background (text for Q&A, page count, thumbnail): the upload does not wait for it.
    if (kind !== 'csv')
      await deps.jobs
        .send(EXTRACT_TEXT_JOB, { itemId: item.id }, { singletonKey: item.id })
        .catch((error) => request.log.error({ err: error, itemId: item.id }, 'file reading not queued'));
    // Holders and link visitors who asked to hear of updates (notifyOnUpdates) get one mail per room and window.
    await noteUpdate(deps, item, request.log);
    return itemReply(item, permissionsOn(await roomAccess(db, room, await caller.viewer()), item.id).permissions);
  } catch (error) {
    if (error instanceof v.ValiError) throw new RequestValidationError(flattenIssues(error.issues));
    throw error;
  } finally {
    await upload.discard();
  }
}
