import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { S3StorageConfig } from '../../config';
import { createReadStream } from 'node:fs';
import { payloadHash, presignUrl, UNSIGNED_PAYLOAD, type SigV4Credentials, signRequest, uriEncode } from './sigv4';
import { assertStorageKey, type ByteRange, type PutOptions, type SignedUrlOptions, type Storage, type StoredObjectStream } from './storage';

/** A failed call to the object store (the S3 error code when the reply carried one). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

/** How long to wait for the store to start answering (a stream may then take longer). */
const RESPONSE_TIMEOUT_MS = 30_000;

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Wasabi…), spoken
 * directly over HTTP with SigV4 (lib/storage/sigv4.ts): PUT, GET (with Range), HEAD, DELETE and
 * presigned GET URLs. The bucket stays private; private files are read through presigned URLs.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly credentials: SigV4Credentials;

  constructor(
    private readonly config: S3StorageConfig,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ) {
    this.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' };
  }

  /** https://endpoint/bucket/key (path style) or https://bucket.endpoint/key; the key URI-encoded once. */
  objectUrl(key: string): URL {
    assertStorageKey(key);
    const endpoint = new URL(this.config.endpoint);
    const basePath = endpoint.pathname.replace(/\/$/, '');
    if (this.config.forcePathStyle) {
      return new URL(`${endpoint.origin}${basePath}/${uriEncode(this.config.bucket)}/${uriEncode(key, true)}`);
    }
    return new URL(`${endpoint.protocol}//${this.config.bucket}.${endpoint.host}${basePath}/${uriEncode(key, true)}`);
  }

  private async send(method: string, key: string, options: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = this.objectUrl(key);
    const headers = signRequest({
      method,
      url,
      headers: options.headers,
      payloadHash: payloadHash(options.body),
      credentials: this.credentials,
    });
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`S3 ${method} ${key}: no answer in ${RESPONSE_TIMEOUT_MS} ms`)),
      RESPONSE_TIMEOUT_MS,
    );
    try {
      return await this.fetchImpl(url, { method, headers, body: options.body, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  private async fail(method: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new S3Error(response.status, code, `S3 ${method} ${key} failed: ${response.status}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    const headers: Record<string, string> = { 'content-type': options.contentType, 'content-length': String(body.length) };
    if (options.cacheControl) headers['cache-control'] = options.cacheControl;
    if (options.contentDisposition) headers['content-disposition'] = options.contentDisposition;
    const response = await this.send('PUT', key, { body, headers });
    if (!response.ok) await this.fail('PUT', key, response);
    await response.body?.cancel();
  }

  async putFile(key: string, filePath: string, size: number, options: PutOptions): Promise<void> {
    const url = this.objectUrl(key);
    const extra: Record<string, string> = { 'content-type': options.contentType, 'content-length': String(size) };
    if (options.cacheControl) extra['cache-control'] = options.cacheControl;
    if (options.contentDisposition) extra['content-disposition'] = options.contentDisposition;
    // The body is streamed, so it is not hashed up front: S3 accepts an unsigned payload over TLS.
    const headers = signRequest({ method: 'PUT', url, headers: extra, payloadHash: UNSIGNED_PAYLOAD, credentials: this.credentials });
    const body = Readable.toWeb(createReadStream(filePath)) as unknown as ReadableStream;
    const response = await this.fetchImpl(url, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);
    if (!response.ok) await this.fail('PUT', key, response);
    await response.body?.cancel();
  }

  /**
   * A conditional write (AWS S3 since 2024, MinIO, R2): `ifNoneMatch: '*'` creates the object only if there is none,
   * `ifMatch` replaces only the version with that ETag. Returns the new ETag, or null when the condition failed (412).
   * The release store's environments are written this way, so two promotions never overwrite each other.
   */
  async putIf(
    key: string,
    body: Buffer,
    options: PutOptions,
    condition: { ifMatch: string; ifNoneMatch?: never } | { ifNoneMatch: '*'; ifMatch?: never },
  ): Promise<string | null> {
    const headers: Record<string, string> = { 'content-type': options.contentType, 'content-length': String(body.length) };
    if (options.cacheControl) headers['cache-control'] = options.cacheControl;
    if (condition.ifMatch) headers['if-match'] = condition.ifMatch;
    if (condition.ifNoneMatch) headers['if-none-match'] = condition.ifNoneMatch;
    const response = await this.send('PUT', key, { body, headers });
    // 409 ConditionalRequestConflict: another conditional write to the key is under way (AWS); the caller retries.
    if (response.status === 412 || response.status === 409) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await this.fail('PUT', key, response);
    await response.body?.cancel();
    return response.headers.get('etag') ?? '';
  }

  /** The whole object with its ETag (for a later `putIf({ ifMatch })`), or null when there is none. */
  async getWithEtag(key: string): Promise<{ body: Buffer; etag: string } | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await this.fail('GET', key, response);
    return { body: Buffer.from(await response.arrayBuffer()), etag: response.headers.get('etag') ?? '' };
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await this.fail('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async stream(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
    const response = await this.send('GET', key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await this.fail('GET', key, response);
    const contentLength = Number(response.headers.get('content-length') ?? 0);
    const body = response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream) : Readable.from([]);
    return { body, contentLength };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) await this.fail('DELETE', key, response);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send('HEAD', key);
    await response.body?.cancel();
    if (response.status === 404) return false;
    if (!response.ok) throw new S3Error(response.status, undefined, `S3 HEAD ${key} failed: ${response.status}`);
    return true;
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const query: Record<string, string> = {};
    if (options.contentType) query['response-content-type'] = options.contentType;
    if (options.contentDisposition) query['response-content-disposition'] = options.contentDisposition;
    return presignUrl({
      method: 'GET',
      url: this.objectUrl(key),
      expiresInSeconds: options.expiresInSeconds,
      credentials: this.credentials,
      query,
    });
  }

  /** The object's address under S3_PUBLIC_URL (a CDN or a bucket policy that makes `public/` readable). */
  publicUrl(key: string): string | null {
    return this.config.publicUrl ? `${this.config.publicUrl}/${uriEncode(key, true)}` : null;
  }
}
