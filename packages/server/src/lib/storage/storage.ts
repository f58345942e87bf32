import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in HTTP Range: bytes=start-end). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** Stored with the object where the store keeps headers (S3), for objects served straight from it. */
  cacheControl?: string;
  contentDisposition?: string;
}

export interface StoredObjectStream {
  body: Readable;
  /** Bytes in `body` (the range's length when a range was asked for). */
  contentLength: number;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Reply headers the link makes the store send (S3 response-content-type / -disposition). */
  contentType?: string;
  contentDisposition?: string;
}

/**
 * Where file bytes live. Keys are '/'-separated paths of [a-z0-9._-] segments ('public/<id>/1.png').
 * The database keeps what a file is (uploads table); the store only keeps bytes.
 *
 * Two implementations, chosen by configuration (lib/storage/index.ts): local disk (the embedded
 * default; one machine, or a volume shared by every API process) and S3-compatible object storage
 * (production: ARCHITECTURE.md §7).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the whole object (replacing any object under the key); readers never see half a file. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /**
   * Writes the object from a file on local disk (a streamed upload spooled there), without reading it into
   * memory: local disk moves it (copies across disks), S3 sends it as a streamed PUT of known length. The file
   * may be gone afterwards.
   */
  putFile(key: string, filePath: string, size: number, options: PutOptions): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object (or one range of it) as a stream, or null when there is none. */
  stream(key: string, range?: ByteRange): Promise<StoredObjectStream | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * A time-limited URL that serves the object straight from the store (S3: a presigned GET), or
   * null when the store has no URLs of its own (local disk): the caller then serves the bytes itself
   * behind its own signed link (api/upload/file?…&expires=&signature=).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
  /**
   * A permanent URL for an object under 'public/' when the store serves those itself (S3 with
   * S3_PUBLIC_URL: a CDN or a public-read prefix), else null: the API serves them (api/upload/file).
   */
  publicUrl(key: string): string | null;
}

// A segment may start with '_' (webpack's `__federation_expose_app.[hash].js` in the release store), never with '.', '-'
// or '~', and may hold a '~' after its first character (Storybook's `runtime~main.[hash].iframe.bundle.js` in a
// release's Storybook): unreserved in a URL and in SigV4's canonical path, and no step out of the store.
const keyPattern = /^[a-z0-9_][a-z0-9._~-]*(\/[a-z0-9_][a-z0-9._~-]*)*$/i;

/** Refuses keys that could step outside the store ('..', absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !keyPattern.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
