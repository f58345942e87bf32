import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type/core';
import { dataRoomMessages as text, uploadFileKinds, type UploadFileKind } from '@fundnet/validation-schema';
import { AppError, badRequest, unprocessable } from '../../lib/errors';

/** How much of the start of a file is kept to decide its type (file-type reads at most this much). */
const HEAD_BYTES = 64 * 1024;

export const tooLarge = (maxBytes: number) =>
  new AppError(413, `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`, 'FILE_TOO_LARGE');
const refused = (message: string) => new AppError(415, message, 'UNSUPPORTED_FILE_TYPE');

export interface SpooledUpload {
  /** A temporary file holding the bytes (deleted by `discard`). */
  filePath: string;
  size: number;
  head: Buffer;
  originalName: string;
  fields: Record<string, string>;
  discard: () => Promise<void>;
}

const limits = (maxBytes: number) => ({ fileSize: maxBytes, files: 1, fields: 12, fieldSize: 2048, parts: 13, headerPairs: 100 });

/** Multipart parsing in the upload route's own scope only (other routes keep refusing multipart with 415). */
export async function registerDataRoomMultipart(scope: FastifyInstance, maxBytes: number) {
  await scope.register(multipart, { limits: limits(maxBytes), throwFileSizeLimit: true });
}

/**
 * Streams the `file` part to a temporary file (never held whole in memory: memory stays at the stream's
 * buffers plus the first 64 KB kept to sniff the type), and collects the text fields, in any order.
 */
export async function spoolUpload(request: FastifyRequest, maxBytes: number, spoolDir = os.tmpdir()): Promise<SpooledUpload> {
  if (!request.isMultipart()) throw refused('Send the file as multipart/form-data.');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) throw tooLarge(maxBytes);
  await mkdir(spoolDir, { recursive: true });
  const filePath = path.join(spoolDir, `fundnet-dataroom-${randomBytes(8).toString('hex')}.part`);
  const discard = () => rm(filePath, { force: true });
  const fields: Record<string, string> = {};
  let size = 0;
  let head = Buffer.alloc(0);
  let originalName: string | null = null;
  try {
    for await (const part of request.parts({ limits: limits(maxBytes) })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || originalName !== null) {
          part.file.resume();
          continue;
        }
        originalName = part.filename ?? '';
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            callback(null, chunk);
          },
        });
        await pipeline(part.file, counter, createWriteStream(filePath));
        if (part.file.truncated) throw tooLarge(maxBytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    request.log.info({ err: error }, 'unreadable data-room upload');
    throw badRequest('The upload could not be read.', 'UNREADABLE_UPLOAD');
  }
  if (originalName === null) throw unprocessable({ file: [text.fileRequired] });
  if (size === 0) {
    await discard();
    throw unprocessable({ file: [text.fileEmpty] });
  }
  return { filePath, size, head, originalName, fields, discard };
}

const kindByDetectedExt: Record<string, UploadFileKind> = {
  jpg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The file's kind from its first bytes (magic numbers), never from its name or Content-Type. A name whose
 * extension belongs to another kind is refused (a lying extension), as is every kind not in the list.
 */
export async function kindOf(head: Buffer, name: string): Promise<UploadFileKind> {
  const declared = extensionOf(name);
  const detected = await fileTypeFromBuffer(head);
  let kind: UploadFileKind | undefined = detected ? kindByDetectedExt[detected.ext] : undefined;
  if (!kind && !detected && declared === 'csv' && !head.includes(0)) kind = 'csv';
  if (!kind) throw refused(text.fileTypeRefused);
  if (declared && !(uploadFileKinds[kind].extensions as readonly string[]).includes(declared)) throw refused(text.fileTypeLies);
  return kind;
}

/**
 * A name safe to show and to send in Content-Disposition: no path, no control or bidi-override characters,
 * no leading dots, at most 200 characters, with the kind's extension.
 */
export function safeName(name: string, kind: UploadFileKind): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^\.+/, '')
    .trim();
  const extensions = uploadFileKinds[kind].extensions as readonly string[];
  const stem = base || 'file';
  const named = extensions.includes(extensionOf(stem)) ? stem : `${stem}.${extensions[0]}`;
  if (named.length <= 200) return named;
  const extension = `.${extensionOf(named)}`;
  return `${named.slice(0, 200 - extension.length)}${extension}`;
}
