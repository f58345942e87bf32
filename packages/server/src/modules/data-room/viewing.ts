import type { FastifyBaseLogger } from 'fastify';
import { dataRoomMessages as text } from '@fundnet/validation-schema';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { asReference, badRequest, notFound } from '../../lib/errors';
import { DEMO_FILE_PREFIX, demoPdf } from './demo-files';
import { emitFundEvent } from '../fund-webhook';
import { noteActivity } from './jobs';
import type { RoomAccess } from './permissions';
import { enterRoom, findItem, heartbeat, managedItem, ownView, requireOn, startView } from './service';
import { type DataRoomItemRow, dataRoomViews } from './tables';
import { blurredThumbnail, thumbnailKey } from './text-index';
import type { ViewerSource } from './viewer';
import { stampedCopy } from './watermark';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'jobs'>;

/** The fund's webhooks hear of views and downloads by anyone but its own managers (fund-webhook, ADR 0083). */
async function announceRead(
  deps: Deps,
  access: RoomAccess,
  item: DataRoomItemRow,
  view: { id: string; viewerEmail: string },
  kind: 'view' | 'download',
  log: FastifyBaseLogger,
) {
  if (access.manager) return;
  const data = {
    fileId: item.id,
    fileName: item.name,
    dataRoomId: access.room.id,
    dataRoomName: access.room.name,
    viewId: view.id,
    viewerEmail: view.viewerEmail || null,
    shareLinkId: access.viewer.link?.linkId ?? null,
  };
  await emitFundEvent(deps, { profileId: access.room.fundProfileId, type: kind === 'view' ? 'file.viewed' : 'file.downloaded', data }, log);
}

/** The stamped copy of a viewable file (PDF, PNG, JPEG); null for kinds that cannot be stamped. */
async function stamped(
  storage: AppDeps['storage'],
  item: DataRoomItemRow,
  view: { viewerEmail: string; startedAt: Date; viewCode: string },
) {
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
}

/** PUT file/view: starts a view of a file the caller may view (analytics) and says where the stamped copy is. */
export async function openFile(deps: Deps, fileId: string, viewer: ViewerSource, log: FastifyBaseLogger) {
  const { db } = deps;
  // The body's fileId: no file, or one the caller may not view (alike), is a 422 on it (issue 31.6); 403 stays.
  const { item, access, permissions } = await asReference(
    'fileId',
    (async () => {
      const item = await findItem(db, fileId, 'file');
      const access = await enterRoom(db, item.dataRoomId, await viewer());
      return { item, access, permissions: requireOn(access, item, 'canView') };
    })(),
    text.itemNotFound,
  );
  const view = await startView(db, item, await viewer());
  await noteActivity(deps, access, item, view.id, 'view', log);
  await announceRead(deps, access, item, view, 'view', log);
  return {
    viewId: view.id,
    viewCode: view.viewCode,
    viewerEmail: view.viewerEmail,
    startedAt: view.startedAt.toISOString(),
    watermark: item.watermark ?? null,
    canDownload: permissions.canDownload,
    contentUrl: `api/data-room/file/${item.id}/content?viewId=${view.id}`,
  };
}

/** GET file/:fileId/content: the stamped copy for one of the caller's views of the file (never the original bytes). */
export async function viewerCopy(deps: Pick<AppDeps, 'db' | 'storage'>, fileId: string, viewId: string, viewer: ViewerSource) {
  const { db } = deps;
  const item = await findItem(db, fileId, 'file');
  const access = await enterRoom(db, item.dataRoomId, await viewer());
  requireOn(access, item, 'canView');
  const view = await ownView(db, viewId, await viewer());
  if (view.itemId !== item.id) throw notFound(text.viewNotFound);
  const copy = await stamped(deps.storage, item, view);
  if (!copy) throw badRequest('This kind of file cannot be shown in the viewer; download it if you may.', 'NOT_VIEWABLE');
  if (view.pageCount !== copy.pageCount)
    await db.update(dataRoomViews).set({ pageCount: copy.pageCount }).where(eq(dataRoomViews.id, view.id));
  return { item, copy };
}

/**
 * GET file/:fileId/thumbnail: the PNG drawn after the upload (404 until then). A reader who may view but not download
 * gets it blurred: the clean picture of page 1 would be an unstamped copy of it (issue 34.2).
 */
export async function thumbnailOf(deps: Pick<AppDeps, 'db' | 'storage'>, fileId: string, viewer: ViewerSource): Promise<Uint8Array> {
  const { db, storage } = deps;
  const item = await findItem(db, fileId, 'file');
  const access = await enterRoom(db, item.dataRoomId, await viewer());
  const permissions = requireOn(access, item, 'canView');
  const bytes = item.thumbnailAt ? await storage.get(thumbnailKey(item.id)) : null;
  if (!bytes) throw notFound(text.thumbnailNotReady, 'THUMBNAIL_NOT_READY');
  return permissions.canDownload ? bytes : blurredThumbnail(bytes);
}

/**
 * PUT download/file/:id, first part: records the download on the caller's view (`viewId`) or a new one and
 * returns the stamped copy, or `copy: null` for kinds sent as uploaded (then `originalOf`).
 */
export async function recordDownload(deps: Deps, fileId: string, viewId: string | undefined, viewer: ViewerSource, log: FastifyBaseLogger) {
  const { db } = deps;
  const item = await findItem(db, fileId, 'file');
  const access = await enterRoom(db, item.dataRoomId, await viewer());
  requireOn(access, item, 'canDownload');
  let view = viewId ? await ownView(db, viewId, await viewer()) : await startView(db, item, await viewer());
  if (view.itemId !== item.id) view = await startView(db, item, await viewer());
  await db.update(dataRoomViews).set({ downloadedAt: new Date() }).where(eq(dataRoomViews.id, view.id));
  await noteActivity(deps, access, item, view.id, 'download', log);
  await announceRead(deps, access, item, view, 'download', log);
  return { item, copy: await stamped(deps.storage, item, view) };
}

/** The uploaded bytes of a file, as a stream (404 when storage has lost them). */
export async function originalOf(storage: AppDeps['storage'], item: DataRoomItemRow) {
  const object = await storage.stream(item.storageKey!);
  if (!object) throw notFound(text.itemNotFound);
  return object;
}

/** PUT view/:id: a heartbeat on one of the caller's views. */
export async function viewHeartbeat(
  db: AppDeps['db'],
  viewId: string,
  viewer: ViewerSource,
  beat: { page: number; ms: number; pageCount?: number },
) {
  await ownView(db, viewId, await viewer());
  const view = await heartbeat(db, viewId, beat.page, beat.ms, beat.pageCount);
  return { durationMs: view.durationMs };
}

/** PUT total-time/file/:id: time spent on a file by every viewer. */
export async function totalTime(db: AppDeps['db'], fundId: string, fileId: string) {
  const { item } = await managedItem(db, fileId, fundId, 'file');
  const [row] = await db
    .select({
      totalMs: sql<number>`coalesce(sum(${dataRoomViews.durationMs}), 0)`.mapWith(Number),
      views: sql<number>`count(*)`.mapWith(Number),
    })
    .from(dataRoomViews)
    .where(eq(dataRoomViews.itemId, item.id));
  return { fileId: item.id, totalMs: row?.totalMs ?? 0, views: row?.views ?? 0 };
}

/** PUT view-reset/:id: forgets a file's views. */
export async function resetViews(db: AppDeps['db'], fundId: string, fileId: string): Promise<void> {
  const { item } = await managedItem(db, fileId, fundId, 'file');
  await db.delete(dataRoomViews).where(eq(dataRoomViews.itemId, item.id));
}
