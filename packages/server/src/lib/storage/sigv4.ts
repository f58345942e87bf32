import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible stores, without an SDK: signed request headers and
 * presigned URLs. Checked against AWS's published examples (storage.test.ts).
 */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** 's3' for every S3-compatible store. */
  service?: string;
}

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** S3 refuses presigned URLs valid for longer than 7 days. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export const payloadHash = (body: Buffer | undefined) => (body && body.length > 0 ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256);

/** RFC 3986 encoding as S3 wants it: everything but A-Z a-z 0-9 - . _ ~ (and '/' in paths). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

function timestamps(now: Date) {
  const dateTime = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { dateTime, date: dateTime.slice(0, 8) };
}

function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

interface CanonicalInput {
  method: string;
  /** Already URI-encoded path, e.g. '/bucket/public/a%20b.png'. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string>;
  payloadHash: string;
}

function signature(input: CanonicalInput, credentials: SigV4Credentials, now: Date) {
  const service = credentials.service ?? 's3';
  const { dateTime, date } = timestamps(now);
  const scope = `${date}/${credentials.region}/${service}/aws4_request`;
  const names = Object.keys(input.headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${input.headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, input.path, canonicalQuery(input.query), canonicalHeaders, signedHeaders, input.payloadHash].join(
    '\n',
  );
  const stringToSign = ['AWS4-HMAC-SHA256', dateTime, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date);
  for (const part of [credentials.region, service, 'aws4_request']) key = hmac(key, part);
  return { signature: createHmac('sha256', key).update(stringToSign).digest('hex'), scope, signedHeaders, dateTime };
}

export interface SignRequestInput {
  method: string;
  url: URL;
  /** Headers to sign and send (besides host, x-amz-date and x-amz-content-sha256, which are added). */
  headers?: Record<string, string>;
  payloadHash: string;
  credentials: SigV4Credentials;
  now?: Date;
}

/** The headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(input: SignRequestInput): Record<string, string> {
  const now = input.now ?? new Date();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = timestamps(now).dateTime;
  headers['x-amz-content-sha256'] = input.payloadHash;
  const query: Record<string, string> = {};
  input.url.searchParams.forEach((value, name) => {
    query[name] = value;
  });
  const signed = signature(
    {
      method: input.method,
      path: input.url.pathname,
      query,
      headers: { ...headers, host: input.url.host },
      payloadHash: input.payloadHash,
    },
    input.credentials,
    now,
  );
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${signed.scope}, ` +
    `SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`;
  return headers;
}

export interface PresignInput {
  method: string;
  url: URL;
  expiresInSeconds: number;
  credentials: SigV4Credentials;
  /** Extra query parameters signed into the URL (e.g. response-content-disposition). */
  query?: Record<string, string>;
  now?: Date;
}

/** A presigned URL (query-string authentication, only the host header signed, unsigned payload). */
export function presignUrl(input: PresignInput): string {
  const now = input.now ?? new Date();
  const service = input.credentials.service ?? 's3';
  const { dateTime, date } = timestamps(now);
  const expires = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(input.expiresInSeconds)));
  const query: Record<string, string> = {
    ...input.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.credentials.accessKeyId}/${date}/${input.credentials.region}/${service}/aws4_request`,
    'X-Amz-Date': dateTime,
    'X-Amz-Expires': String(expires),
    'X-Amz-SignedHeaders': 'host',
  };
  const signed = signature(
    { method: input.method, path: input.url.pathname, query, headers: { host: input.url.host }, payloadHash: UNSIGNED_PAYLOAD },
    input.credentials,
    now,
  );
  return `${input.url.origin}${input.url.pathname}?${canonicalQuery(query)}&X-Amz-Signature=${signed.signature}`;
}
