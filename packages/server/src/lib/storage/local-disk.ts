import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, type ByteRange, type PutOptions, type Storage, type StoredObjectStream } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files on local disk under `root` (default `${FUNDNET_DATA_DIR}/files`). Several API processes can
 * share it only through a shared volume; past one machine use S3 (ARCHITECTURE.md §7).
 * The content type is not stored here: the uploads table holds it.
 */
export class LocalDiskStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: a reader sees the old file or the new one, never half.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async putFile(key: string, filePath: string, _size: number, _options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      // A spooled upload on the same disk is moved, not copied (one write of the bytes instead of two).
      await rename(filePath, temporary).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await copyFile(filePath, temporary);
      });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
    const file = this.pathOf(key);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const start = range ? Math.min(range.start, size) : 0;
    const end = range ? Math.min(range.end, size - 1) : size - 1;
    const contentLength = Math.max(0, end - start + 1);
    // An empty file or range: createReadStream refuses end < start.
    const body = contentLength === 0 ? Readable.from([]) : createReadStream(file, { start, end });
    return { body, contentLength };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Local files have no URL of their own: the API serves them behind its own signed links. */
  async signedUrl(): Promise<string | null> {
    return null;
  }

  publicUrl(): string | null {
    return null;
  }
}
