import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import {
  type UploadFileKind,
  type UploadPurpose,
  type UploadVisibility,
  uploadFileKinds,
  uploadMessages as text,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, asReference, conflict, forbidden, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { uriEncode } from '../../lib/storage/sigv4';
import { isImageKind, processImage } from './images';
import { detectKind, nameForKind } from './inspect';
import { signedFileQuery } from './signed-links';
import { type UploadRow, uploads } from './tables';

export type UploadDeps = Pick<AppDeps, 'db' | 'config' | 'storage'>;

export interface IncomingFile {
  buffer: Buffer;
  /** The name the sender gave (its extension must agree with the content). */
  fileName: string;
}

export interface UploadOptions {
  visibility: UploadVisibility;
  purpose?: UploadPurpose;
  sourceUrl?: string;
}

/** A checked file, ready to store: images already scaled down, re-encoded and stripped. */
interface PreparedFile {
  kind: UploadFileKind;
  contentType: string;
  originalName: string;
  body: Buffer;
  width?: number;
  height?: number;
  thumbnail?: Buffer;
}

/** Public files under a current version URL never change: cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

async function prepare(deps: UploadDeps, file: IncomingFile, purpose: UploadPurpose | undefined): Promise<PreparedFile> {
  const kind = await detectKind(file.buffer, file.fileName, { purpose, imageMaxBytes: deps.config.upload.imageMaxBytes });
  const prepared: PreparedFile = {
    kind,
    contentType: uploadFileKinds[kind].contentType,
    originalName: nameForKind(file.fileName, kind),
    body: file.buffer,
  };
  if (isImageKind(kind)) {
    const image = await processImage(file.buffer, kind);
    prepared.body = image.main.buffer;
    prepared.width = image.main.width;
    prepared.height = image.main.height;
    prepared.thumbnail = image.thumbnail.buffer;
  }
  return prepared;
}

/**
 * inline for images (shown in the browser), attachment for everything else or when asked. PDFs are downloaded: they
 * can carry JavaScript (/OpenAction) and are served under the same sandbox CSP as every file (serve.ts), in which
 * browsers' PDF viewers do not run.
 */
export function contentDisposition(kind: UploadFileKind, name: string, download = false): string {
  const inline = !download && uploadFileKinds[kind].image;
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${uriEncode(name)}`;
}

/**
 * 'public/<key>/1.png', 'public/<key>/1-thumb.png' for a new upload (its key is fresh, so the object is too), and
 * 'public/<key>/2-<random>.png' for a replacement: two replacements racing for the same next version write different
 * objects, so the one whose database update loses deletes only what it wrote itself, never the winner's file.
 */
function storageKeyFor(visibility: UploadVisibility, key: string, version: string, kind: UploadFileKind, thumbnail = false) {
  return `${visibility}/${key}/${version}${thumbnail ? '-thumb' : ''}.${uploadFileKinds[kind].extensions[0]}`;
}

interface StoredObjects {
  storageKey: string;
  thumbnailStorageKey: string | null;
}

/** A storage that cannot be written is a 503: nothing was recorded, and trying again later may work. */
const storageFailed = () => new AppError(503, text.storageFailed, 'STORAGE_UNAVAILABLE');

/**
 * Writes the file (and its thumbnail) before any row points at them; if a write fails, whatever was written is removed
 * and nothing is recorded (a row never points at a missing object).
 */
async function storeObjects(
  storage: Storage,
  log: FastifyBaseLogger | undefined,
  visibility: UploadVisibility,
  key: string,
  version: string,
  file: PreparedFile,
) {
  const stored: StoredObjects = { storageKey: storageKeyFor(visibility, key, version, file.kind), thumbnailStorageKey: null };
  // Headers kept with the object for stores that serve public objects themselves (S3_PUBLIC_URL).
  const headers = (name: string) => ({
    contentType: file.contentType,
    contentDisposition: contentDisposition(file.kind, name),
    cacheControl: visibility === 'public' ? IMMUTABLE_CACHE : 'private, no-store',
  });
  try {
    await storage.put(stored.storageKey, file.body, headers(file.originalName));
  } catch (error) {
    log?.error({ err: error, storageKey: stored.storageKey }, 'could not store a file');
    await removeObjects(storage, log, stored.storageKey);
    throw storageFailed();
  }
  if (file.thumbnail) {
    stored.thumbnailStorageKey = storageKeyFor(visibility, key, version, file.kind, true);
    try {
      await storage.put(stored.thumbnailStorageKey, file.thumbnail, headers(file.originalName));
    } catch (error) {
      log?.error({ err: error, storageKey: stored.thumbnailStorageKey }, 'could not store a thumbnail');
      await removeObjects(storage, log, stored.storageKey, stored.thumbnailStorageKey);
      throw storageFailed();
    }
  }
  return stored;
}

/** Removes objects no row points at any more; a failure only leaves garbage behind, so it is logged, not thrown. */
async function removeObjects(storage: Storage, log: FastifyBaseLogger | undefined, ...keys: (string | null)[]) {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      log?.warn({ err: error, storageKey: key }, 'could not delete a stored file');
    }
  }
}

/** POST upload, upload/private, upload/getByUrl: checks, processes and stores a new file of `ownerUserId`. */
export async function createUpload(
  deps: UploadDeps,
  ownerUserId: string,
  file: IncomingFile,
  options: UploadOptions,
  log?: FastifyBaseLogger,
): Promise<UploadRow> {
  const prepared = await prepare(deps, file, options.purpose);
  const key = randomUUID();
  const stored = await storeObjects(deps.storage, log, options.visibility, key, '1', prepared);
  try {
    const [row] = await deps.db
      .insert(uploads)
      .values({
        key,
        ownerUserId,
        visibility: options.visibility,
        purpose: options.purpose ?? null,
        kind: prepared.kind,
        contentType: prepared.contentType,
        size: prepared.body.length,
        originalName: prepared.originalName,
        width: prepared.width ?? null,
        height: prepared.height ?? null,
        storageKey: stored.storageKey,
        thumbnailStorageKey: stored.thumbnailStorageKey,
        thumbnailSize: prepared.thumbnail?.length ?? null,
        sourceUrl: options.sourceUrl ?? null,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeObjects(deps.storage, log, stored.storageKey, stored.thumbnailStorageKey);
    throw error;
  }
}

/** A live (not deleted) upload, whoever owns it. */
export async function findUpload(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), isNull(uploads.deletedAt)))
    .limit(1);
  return row;
}

/**
 * An upload the caller may change: their own. Someone else's private file answers 404 (its
 * existence is not revealed); someone else's public file (visible anyway) answers 403.
 */
export async function findOwnUpload(db: Db, userId: string, key: string, notYours: string = text.notYours): Promise<UploadRow> {
  const row = await findUpload(db, key);
  if (!row || (row.ownerUserId !== userId && row.visibility === 'private')) throw notFound(text.notFound);
  if (row.ownerUserId !== userId) throw forbidden(notYours);
  return row;
}

/**
 * PATCH upload: a new name (the kind's extension is kept: 'report' of a PDF becomes 'report.pdf'). The key comes in
 * the body: no file, or someone else's private one (alike), is a 422 on key (issue 31.6); their public file stays 403.
 */
export async function renameUpload(db: Db, userId: string, key: string, originalName: string | undefined): Promise<UploadRow> {
  const row = await asReference('key', findOwnUpload(db, userId, key));
  if (originalName === undefined) return row;
  const [updated] = await db
    .update(uploads)
    .set({ originalName: nameForKind(originalName, row.kind as UploadFileKind), updatedAt: new Date() })
    .where(eq(uploads.key, row.key))
    .returning();
  return updated!;
}

/**
 * PATCH upload/{key}: new content for a file of mine, with the same checks as an upload. The key
 * and visibility stay; the version goes up, so URLs of the old content stop being current.
 */
export async function replaceUpload(
  deps: UploadDeps,
  userId: string,
  key: string,
  file: IncomingFile,
  purpose: UploadPurpose | undefined,
  log?: FastifyBaseLogger,
): Promise<UploadRow> {
  const row = await findOwnUpload(deps.db, userId, key);
  const effectivePurpose = purpose ?? (row.purpose as UploadPurpose | null) ?? undefined;
  const prepared = await prepare(deps, file, effectivePurpose);
  const version = row.version + 1;
  const stored = await storeObjects(deps.storage, log, row.visibility, row.key, `${version}-${randomBytes(6).toString('hex')}`, prepared);
  let updated: UploadRow | undefined;
  try {
    [updated] = await deps.db
      .update(uploads)
      .set({
        purpose: effectivePurpose ?? null,
        kind: prepared.kind,
        contentType: prepared.contentType,
        size: prepared.body.length,
        originalName: prepared.originalName,
        width: prepared.width ?? null,
        height: prepared.height ?? null,
        storageKey: stored.storageKey,
        thumbnailStorageKey: stored.thumbnailStorageKey,
        thumbnailSize: prepared.thumbnail?.length ?? null,
        version,
        updatedAt: new Date(),
      })
      // Only over the version we read: two replacements at once cannot both win.
      .where(and(eq(uploads.key, row.key), eq(uploads.version, row.version), isNull(uploads.deletedAt)))
      .returning();
  } catch (error) {
    await removeObjects(deps.storage, log, stored.storageKey, stored.thumbnailStorageKey);
    throw error;
  }
  if (!updated) {
    // Another replacement won: remove only the objects this request wrote (they have a name of their own).
    await removeObjects(deps.storage, log, stored.storageKey, stored.thumbnailStorageKey);
    throw conflict(text.replaceConflict, 'UPLOAD_CHANGED');
  }
  // The update matched the version read above, so these are exactly the objects it replaced.
  await removeObjects(deps.storage, log, row.storageKey, row.thumbnailStorageKey);
  return updated;
}

/** Where the API is reached from the caller's side ('https://api.example'), for absolute URLs in replies. */
export type Origin = string;

/** The permanent URL of a public file's current version (or of its thumbnail). */
export function publicFileUrl(storage: Storage, origin: Origin, row: UploadRow, variant: 'original' | 'thumbnail' = 'original'): string {
  const storageKey = variant === 'thumbnail' ? row.thumbnailStorageKey : row.storageKey;
  const direct = storageKey ? storage.publicUrl(storageKey) : null;
  if (direct) return direct;
  const query = new URLSearchParams({ key: row.key });
  if (variant === 'thumbnail') query.set('variant', 'thumbnail');
  query.set('v', String(row.version));
  return `${origin}/api/upload/file?${query}`;
}

/**
 * A short-lived link to any upload (public or private): S3 presigned when the store has URLs of its
 * own, else an API link signed with FILE_URL_SECRET. The data room will hand these out too.
 */
export async function signedFileUrl(
  deps: Pick<UploadDeps, 'config' | 'storage'>,
  origin: Origin,
  row: UploadRow,
  options: { download?: boolean; variant?: 'original' | 'thumbnail' } = {},
): Promise<{ url: string; expiresAt: string }> {
  const ttl = deps.config.upload.signedUrlTtlSeconds;
  const expires = Math.floor(Date.now() / 1000) + ttl;
  const variant = options.variant ?? 'original';
  const storageKey = variant === 'thumbnail' ? row.thumbnailStorageKey : row.storageKey;
  if (!storageKey) throw notFound(text.notFound);
  const download = options.download ?? false;
  const direct = await deps.storage.signedUrl(storageKey, {
    expiresInSeconds: ttl,
    contentType: row.contentType,
    contentDisposition: contentDisposition(row.kind as UploadFileKind, row.originalName, download),
  });
  const url =
    direct ??
    `${origin}/api/upload/file?${signedFileQuery(deps.config.upload.fileUrlSecret, { key: row.key, variant, download, expires })}`;
  return { url, expiresAt: new Date(expires * 1000).toISOString() };
}
