import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type UploadFileKind, type UploadFileQuery, uploadMessages as text } from '@fundnet/validation-schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { ByteRange } from '../../lib/storage';
import { checkFileLink } from './signed-links';
import { contentDisposition, findUpload, IMMUTABLE_CACHE, type UploadDeps } from './service';

/** One range of `Range: bytes=…` (several ranges, or a malformed header, are answered with the whole file). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/** The policy of every served file: nothing runs, nothing loads from elsewhere, and the page is a sandbox. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * GET api/upload/file: public files to anyone; private files only with a valid signed link
 * (403 otherwise). Content-Type is the one decided from the content at upload; nosniff; the sandbox CSP; inline for
 * images, attachment otherwise (PDFs too); a year of caching for the current version of a public
 * file; ETag, Range (video seeking) and HEAD.
 */
export async function serveUploadFile(deps: UploadDeps, request: FastifyRequest, reply: FastifyReply, query: UploadFileQuery) {
  const row = await findUpload(deps.db, query.key);
  if (!row) throw notFound(text.notFound);
  const variant = query.variant ?? 'original';
  const download = query.download !== undefined;
  if (row.visibility === 'private') {
    if (!query.expires || !query.signature) throw forbidden(text.signatureRequired, 'LINK_REQUIRED');
    const claims = { key: row.key, variant, download, expires: Number(query.expires) };
    const check = checkFileLink(deps.config.upload.fileUrlSecret, claims, query.signature);
    if (check === 'invalid') throw forbidden(text.signatureInvalid, 'LINK_INVALID');
    if (check === 'expired') throw forbidden(text.signatureExpired, 'LINK_EXPIRED');
  }
  const storageKey = variant === 'thumbnail' ? row.thumbnailStorageKey : row.storageKey;
  const size = variant === 'thumbnail' ? row.thumbnailSize : row.size;
  if (!storageKey || size === null) throw notFound(text.notFound);

  const etag = `"${row.key}.${row.version}.${variant}"`;
  const kind = row.kind as UploadFileKind;
  const headers: Record<string, string> = {
    'content-type': row.contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': contentDisposition(kind, row.originalName, download),
    etag,
    'last-modified': row.updatedAt.toUTCString(),
    'accept-ranges': 'bytes',
  };
  if (row.visibility === 'public') {
    headers['cache-control'] = query.v === String(row.version) ? IMMUTABLE_CACHE : 'public, max-age=300';
    // Logos and images are embedded by other sites and mail clients.
    headers['cross-origin-resource-policy'] = 'cross-origin';
  } else {
    headers['cache-control'] = 'private, no-store';
  }
  // A file opened as a page runs nothing: every kind, PDFs included (a PDF can carry /OpenAction JavaScript), so PDFs
  // are sent as downloads (service.ts contentDisposition).
  headers['content-security-policy'] = FILE_CSP;

  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).headers(headers).send();

  let range = parseRange(request.headers.range, size);
  const ifRange = request.headers['if-range'];
  if (range && ifRange && ifRange !== etag) range = undefined;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new AppError(416, 'The requested range is not available.', 'RANGE_NOT_SATISFIABLE');
  }
  if (request.method === 'HEAD') {
    // An empty stream, not an empty body: Fastify's HEAD route would otherwise say content-length 0.
    return reply
      .status(range ? 206 : 200)
      .headers(headers)
      .header('content-length', String(range ? range.end - range.start + 1 : size))
      .send(Readable.from([]));
  }
  const object = await deps.storage.stream(storageKey, range);
  if (!object) {
    request.log.error({ key: row.key, storageKey }, 'an upload row points at a missing stored file');
    throw notFound(text.notFound);
  }
  reply.headers(headers).header('content-length', String(object.contentLength));
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply.send(object.body);
}
