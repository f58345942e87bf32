import { fileTypeFromBuffer } from 'file-type/core';
import {
  imageTooLargeMessage,
  UPLOAD_NAME_MAX_LENGTH,
  type UploadFileKind,
  type UploadPurpose,
  uploadFileKinds,
  uploadMessages as text,
} from '@fundnet/validation-schema';
import { AppError, unprocessable } from '../../lib/errors';

/** file-type's name for each kind we accept (the kind decided from the magic bytes). */
const kindByDetectedExt: Record<string, UploadFileKind> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  mp4: 'mp4',
  m4v: 'mp4',
};

/** Every extension some accepted kind may carry. */
const acceptedExtensions = new Set(Object.values(uploadFileKinds).flatMap((kind) => kind.extensions as readonly string[]));

export const unsupportedMediaType = (message: string) => new AppError(415, message, 'UNSUPPORTED_FILE_TYPE');
export const payloadTooLarge = (message: string) => new AppError(413, message, 'FILE_TOO_LARGE');

/** The lower-cased extension of a file name ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** UTF-8 text without NUL bytes (what we accept as CSV). */
function isUtf8Text(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides what a file is from its content and checks it against its name and the upload's purpose:
 * - the kind comes from the magic bytes (file-type), never from the name or the sent Content-Type;
 * - CSV, being text, is accepted by its .csv extension when the content is UTF-8 text;
 * - a name whose extension is not one of the kind's → 415 'The file content does not match its type.';
 * - a kind we do not accept (executables, archives, SVG, HTML, macro-enabled Office files…) → 415;
 * - logos and images must be images (415), of at most IMAGE_MAX_BYTES (413).
 */
export async function detectKind(
  buffer: Buffer,
  originalName: string,
  options: { purpose?: UploadPurpose; imageMaxBytes: number },
): Promise<UploadFileKind> {
  if (buffer.length === 0) throw unprocessable({ file: [text.fileEmpty] });
  const declared = extensionOf(originalName);
  const detected = await fileTypeFromBuffer(buffer);
  let kind: UploadFileKind | undefined = detected ? kindByDetectedExt[detected.ext] : undefined;
  // Text has no signature; a CSV whose first bytes happen to look like another format ("BM…" as
  // a bitmap) is still text. A real file of an accepted kind renamed .csv stays a mismatch.
  if (!kind && declared === 'csv' && isUtf8Text(buffer)) kind = 'csv';
  if (!kind) {
    if (declared === 'svg' || declared === 'svgz') throw unsupportedMediaType(text.svgNotAllowed);
    if (acceptedExtensions.has(declared)) throw unsupportedMediaType(text.typeMismatch);
    throw unsupportedMediaType(text.typeNotAllowed);
  }
  const info = uploadFileKinds[kind];
  if (declared && !(info.extensions as readonly string[]).includes(declared)) throw unsupportedMediaType(text.typeMismatch);
  if ((options.purpose === 'logo' || options.purpose === 'image') && !info.image) throw unsupportedMediaType(text.imageRequired);
  if (info.image && buffer.length > options.imageMaxBytes) throw payloadTooLarge(imageTooLargeMessage(options.imageMaxBytes));
  return kind;
}

/**
 * The name kept for a file: the given one (path parts dropped) with the kind's extension added
 * when it does not already carry one of them (a rename to 'report.exe' of a PDF keeps it a '.pdf').
 */
export function nameForKind(name: string, kind: UploadFileKind): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  const extensions = uploadFileKinds[kind].extensions as readonly string[];
  const named = extensions.includes(extensionOf(cleaned)) ? cleaned : `${cleaned}.${extensions[0]}`;
  if (named.length <= UPLOAD_NAME_MAX_LENGTH) return named;
  const extension = `.${extensionOf(named)}`;
  return `${named.slice(0, UPLOAD_NAME_MAX_LENGTH - extension.length)}${extension}`;
}
