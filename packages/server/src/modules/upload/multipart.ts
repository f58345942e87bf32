import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTooLargeMessage, uploadMessages as text } from '@fundnet/validation-schema';
import { AppError, badRequest, unprocessable } from '../../lib/errors';
import { payloadTooLarge, unsupportedMediaType } from './inspect';

export interface UploadForm {
  file: { buffer: Buffer; fileName: string };
  /** The text fields (at most 4, 1 KB each). */
  fields: Record<string, string>;
}

/**
 * Browsers (HTML's multipart/form-data encoding) send '"' in a file name as %22 and line breaks
 * as %0D / %0A; undo the first, drop the others.
 */
const decodeFormFileName = (name: string) => name.replace(/%22/g, '"').replace(/%0[ad]/gi, '');

const limits = (maxBytes: number) => ({ fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 });

/**
 * Registers multipart parsing in `scope` only (an encapsulated plugin holding the upload routes):
 * every other route keeps answering 415 to a multipart body instead of validating an empty one.
 */
export async function registerMultipart(scope: FastifyInstance, maxBytes: number) {
  await scope.register(multipart, { limits: limits(maxBytes), throwFileSizeLimit: true });
}

/** Room for the multipart framing and the text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart upload: one file in the field `file` (at most `maxBytes`) and a few text fields,
 * in any order. The file is held in memory (bounded by UPLOAD_MAX_BYTES per request): images must
 * be decoded whole anyway, and the other kinds are small enough at these limits.
 */
export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) throw unsupportedMediaType(text.notMultipart);
  // Refuse early when the sender says the body is far too large (no need to read it).
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES) throw payloadTooLarge(fileTooLargeMessage(maxBytes));

  let file: UploadForm['file'] | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: limits(maxBytes) });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = { buffer: await part.toBuffer(), fileName: decodeFormFileName(part.filename ?? '') };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(fileTooLargeMessage(maxBytes));
    if (code === 'FST_FILES_LIMIT') throw badRequest(text.oneFileOnly, 'ONE_FILE_ONLY');
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest(text.unreadableForm, 'UNREADABLE_UPLOAD');
  }
  if (!file) throw unprocessable({ file: [text.fileRequired] });
  return { file, fields };
}
