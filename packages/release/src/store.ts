import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openReleaseStorage, type ReleaseStoreLocation } from '@fundnet/server/releases';
import type { LocalDiskStorage, S3Storage } from '@fundnet/server/storage';
import lockfile from 'proper-lockfile';

/**
 * The release store: the data room's storage adapter (`@fundnet/server/storage`) over a folder or a bucket of its own,
 * with the two writes a release needs beyond a plain put:
 * - `create`: write an object only if there is none, so a version is never overwritten (two releases of one version
 *   racing: one wins, the other is refused);
 * - `update`: read-modify-write of one document (an environment), one writer at a time, the document replaced whole
 *   (a reader sees the old one or the new one, never half): a lock file and temp-file-then-rename in a folder, S3's
 *   conditional write (If-Match on the ETag read) in a bucket, retried when another writer came first.
 */
export interface ReleaseStore {
  /** `folder /path` or `s3://bucket`, for messages. */
  readonly description: string;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** `cacheControl` is kept with the object where the store keeps headers (S3), for a CDN serving it straight. */
  put(key: string, body: Buffer, contentType: string, cacheControl?: string): Promise<void>;
  /** Writes the object unless one exists; false when it does (nothing written). */
  create(key: string, body: Buffer, contentType: string): Promise<boolean>;
  /**
   * Replaces one document with what `change` makes of its current bytes (null: none yet), serialized with every other
   * `update` of the key, in this process or another. A `change` that throws writes nothing.
   */
  update(key: string, change: (current: Buffer | null) => Promise<Buffer>, contentType?: string): Promise<void>;
}

export function openReleaseStore(location: ReleaseStoreLocation): ReleaseStore {
  const storage = openReleaseStorage(location);
  return location.kind === 's3'
    ? new S3ReleaseStore(storage as S3Storage, `s3://${location.s3.bucket}`)
    : new FolderReleaseStore(storage as LocalDiskStorage);
}

export class FolderReleaseStore implements ReleaseStore {
  readonly description: string;

  constructor(private readonly storage: LocalDiskStorage) {
    this.description = `folder ${storage.root}`;
  }

  private pathOf(key: string) {
    return path.join(this.storage.root, ...key.split('/'));
  }

  get(key: string) {
    return this.storage.get(key);
  }

  exists(key: string) {
    return this.storage.exists(key);
  }

  put(key: string, body: Buffer, contentType: string, cacheControl?: string) {
    // LocalDiskStorage writes beside the target and renames.
    return this.storage.put(key, body, { contentType, cacheControl });
  }

  async create(key: string, body: Buffer, _contentType: string): Promise<boolean> {
    await this.storage.exists(key); // checks the key
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body, { flag: 'wx' });
    try {
      // link() fails when the target exists: create-if-absent in one step, the whole file or nothing.
      await link(temporary, target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async update(key: string, change: (current: Buffer | null) => Promise<Buffer>, contentType = 'application/json'): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // proper-lockfile: a lock directory beside the document (mkdir is atomic), refreshed while held, taken over when
    // its holder died and left it stale; the same library guards the PGlite data folder.
    const release = await lockfile.lock(target, {
      realpath: false,
      stale: 10_000,
      retries: { retries: 200, minTimeout: 10, maxTimeout: 100, randomize: true },
    });
    try {
      const next = await change(await this.storage.get(key));
      await this.storage.put(key, next, { contentType });
    } finally {
      await release();
    }
  }
}

export class S3ReleaseStore implements ReleaseStore {
  constructor(
    private readonly storage: S3Storage,
    readonly description: string,
    private readonly maxAttempts = 20,
  ) {}

  get(key: string) {
    return this.storage.get(key);
  }

  exists(key: string) {
    return this.storage.exists(key);
  }

  put(key: string, body: Buffer, contentType: string, cacheControl?: string) {
    return this.storage.put(key, body, { contentType, cacheControl });
  }

  async create(key: string, body: Buffer, contentType: string): Promise<boolean> {
    return (await this.storage.putIf(key, body, { contentType }, { ifNoneMatch: '*' })) !== null;
  }

  async update(key: string, change: (current: Buffer | null) => Promise<Buffer>, contentType = 'application/json'): Promise<void> {
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      const current = await this.storage.getWithEtag(key);
      const next = await change(current?.body ?? null);
      const condition = current ? { ifMatch: current.etag } : { ifNoneMatch: '*' as const };
      if ((await this.storage.putIf(key, next, { contentType }, condition)) !== null) return;
      // Another promotion wrote first: read its result and apply this change to it.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
    throw new Error(`${this.description}: ${key} kept changing under ${this.maxAttempts} attempts to update it`);
  }
}
