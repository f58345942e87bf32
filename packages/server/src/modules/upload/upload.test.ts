import { readdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { uploadMessages as text } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import { LocalDiskStorage, type PutOptions } from '../../lib/storage';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { downloadRemoteFile, isForbiddenAddress } from './remote-fetch';
import { signedFileQuery } from './signed-links';
import { uploads } from './tables';

// ---------------------------------------------------------------- test files

const pngImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A 300×100 JPEG whose EXIF says "rotate 90°" and carries a copyright line. */
const jpegWithExif = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Corp' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Random pixels: a PNG that does not compress (for size limits). */
const noisyPng = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png()
    .toBuffer();

const pdf = (padding = 0) => Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n${'%'.repeat(padding)}\ntrailer <<>>\n%%EOF\n`);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
]);

/** A zip with stored (uncompressed) entries: local headers, central directory, end record. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});
const plainZip = zip({ 'notes.txt': 'hello' });

// ---------------------------------------------------------------- helpers

interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

async function send(
  app: TestApp,
  method: string,
  urlPath: string,
  init: { token?: string; body?: FormData | string; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${app.baseUrl}${urlPath}`, { method, headers, body: init.body });
  const raw = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: json && raw.length ? JSON.parse(raw.toString()) : raw, headers: response.headers } as Reply;
}

interface FileToSend {
  content: Buffer;
  name: string;
  /** What the browser would claim; the server must not care. */
  type?: string;
  purpose?: string;
  field?: string;
}

function form(file: FileToSend | undefined, extra: Record<string, string> = {}) {
  const data = new FormData();
  if (file?.purpose) data.append('purpose', file.purpose);
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  if (file) data.append(file.field ?? 'file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  return data;
}

const uploadTo = (app: TestApp, urlPath: string, user: TestUser | undefined, file: FileToSend | undefined, method = 'POST') =>
  send(app, method, urlPath, { token: user?.token, body: form(file) });

/** GETs an absolute URL the API handed out. */
async function open(url: string, headers: Record<string, string> = {}): Promise<Reply<Buffer>> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, headers: response.headers };
}

const errorBody = (status: number, error: string, message: string, code?: string) => ({
  statusCode: status,
  error,
  message,
  ...(code && { code }),
});
const unsupported = (message: string) => errorBody(415, 'Unsupported Media Type', message, 'UNSUPPORTED_FILE_TYPE');

// ---------------------------------------------------------------- the suite

let t: TestApp;
let storageDir: string;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'fundnet-uploads-'));
  t = await startTestApp({ STORAGE_DIR: storageDir });
  owner = await createUser(t);
  other = await createUser(t);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Every object currently in the store, as 'public/<key>/<file>' paths. */
async function storedFiles(key: string): Promise<string[]> {
  const found: string[] = [];
  for (const visibility of ['public', 'private']) {
    const names = await readdir(path.join(storageDir, visibility, key)).catch(() => [] as string[]);
    found.push(...names.map((name) => `${visibility}/${key}/${name}`));
  }
  return found.sort();
}

describe('anonymous callers', () => {
  it.each([
    ['POST', '/api/upload'],
    ['POST', '/api/upload/private'],
    ['POST', '/api/upload/getByUrl'],
    ['PATCH', '/api/upload'],
    ['PATCH', '/api/upload/5b0f5a2e-6a7a-4d55-9d3c-2f4f9c7f1a11'],
    ['GET', '/api/upload/file/signed-url?key=5b0f5a2e-6a7a-4d55-9d3c-2f4f9c7f1a11'],
  ])('%s %s answers 401', async (method, urlPath) => {
    const body = method === 'GET' ? undefined : form({ content: pdf(), name: 'a.pdf' });
    const res = await send(t, method, urlPath, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(errorBody(401, 'Unauthorized', 'Please sign in to continue.'));
  });
});

describe('POST /api/upload (public files)', () => {
  it('accepts a PNG, scales it to 2000 px, makes a 400 px thumbnail and serves both', async () => {
    const res = await uploadTo(t, '/api/upload', owner, { content: await pngImage(3000, 1500), name: 'Team photo.png', purpose: 'image' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `${t.baseUrl}/api/upload/file?key=${res.body.key}&v=1`,
      thumbnailUrl: `${t.baseUrl}/api/upload/file?key=${res.body.key}&variant=thumbnail&v=1`,
      contentType: 'image/png',
      size: expect.any(Number),
      width: 2000,
      height: 1000,
      originalName: 'Team photo.png',
      visibility: 'public',
      purpose: 'image',
      createdAt: expect.any(String),
    });

    const file = await open(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="Team photo.png"; filename*=UTF-8''Team%20photo.png`);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(Number(file.headers.get('content-length'))).toBe(res.body.size);
    expect(file.body.length).toBe(res.body.size);
    const stored = await sharp(file.body).metadata();
    expect([stored.format, stored.width, stored.height, stored.hasAlpha]).toEqual(['png', 2000, 1000, true]);

    const thumbnail = await open(res.body.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    const small = await sharp(thumbnail.body).metadata();
    expect([small.width, small.height]).toEqual([400, 200]);
  });

  it('turns a JPEG upright by its EXIF orientation and strips the EXIF', async () => {
    const res = await uploadTo(t, '/api/upload', owner, { content: await jpegWithExif(), name: 'portrait.JPG', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: 'image/jpeg', width: 100, height: 300, originalName: 'portrait.JPG' });
    const file = await open(res.body.url);
    const meta = await sharp(file.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 100, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.body.includes('Secret Corp')).toBe(false);
  });

  it('keeps an animated GIF animated while scaling it down', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 2400, height: 600, channels: 4, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await uploadTo(t, '/api/upload', owner, { content: gif, name: 'banner.gif' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType: 'image/gif', width: 2000, height: 500 });
    const stored = await sharp((await open(res.body.url)).body, { animated: true }).metadata();
    expect([stored.format, stored.width, stored.pageHeight, stored.pages]).toEqual(['gif', 2000, 500, 2]);
    const thumbnail = await sharp((await open(res.body.thumbnailUrl)).body, { animated: true }).metadata();
    expect([thumbnail.width, thumbnail.pageHeight, thumbnail.pages]).toEqual([400, 100, 2]);
  });

  it('keeps a small image at its size', async () => {
    const res = await uploadTo(t, '/api/upload', owner, { content: await pngImage(120, 80), name: 'logo.png', purpose: 'logo' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 120, height: 80, purpose: 'logo' });
  });

  it.each([
    ['a PDF', pdf(), 'deck.pdf', 'application/pdf', 'attachment'],
    ['a Word document', docx, 'memo.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
    ['a CSV (UTF-8 text)', Buffer.from('name,amount\nÄrger GmbH,100\n'), 'list.csv', 'text/csv; charset=utf-8', 'attachment'],
    ['an MP4 video', mp4, 'pitch.mp4', 'video/mp4', 'attachment'],
  ])('accepts %s and serves it with its type and disposition', async (_label, content, name, contentType, disposition) => {
    const res = await uploadTo(t, '/api/upload', owner, { content, name, type: 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contentType, size: content.length, originalName: name });
    expect(res.body.thumbnailUrl).toBeUndefined();
    expect(res.body.width).toBeUndefined();
    const file = await open(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(contentType);
    expect(file.headers.get('content-disposition')).toBe(`${disposition}; filename="${name}"; filename*=UTF-8''${name}`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.body.equals(content)).toBe(true);
  });

  it('adds the extension of the content to a name without one', async () => {
    const res = await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'Quarterly report' });
    expect(res.status).toBe(201);
    expect(res.body.originalName).toBe('Quarterly report.pdf');
  });

  it('answers 415 when the name says PNG but the bytes are a PDF', async () => {
    const res = await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'photo.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(
      errorBody(415, 'Unsupported Media Type', 'The file content does not match its type.', 'UNSUPPORTED_FILE_TYPE'),
    );
  });

  it.each([
    ['an ELF executable named .exe', elf, 'tool.exe', text.typeNotAllowed],
    ['an ELF executable named .png', elf, 'tool.png', text.typeMismatch],
    ['a Windows executable', exe, 'setup.exe', text.typeNotAllowed],
    ['a Windows executable named .pdf', exe, 'invoice.pdf', text.typeMismatch],
    ['an SVG image', svg, 'logo.svg', text.svgNotAllowed],
    ['a plain zip', plainZip, 'archive.zip', text.typeNotAllowed],
    ['a plain zip named .docx', plainZip, 'memo.docx', text.typeMismatch],
    ['a CSV that is not UTF-8', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xc4, 0x72, 0x67, 0x65, 0x72]), 'list.csv', text.typeMismatch],
    ['text that is not CSV', Buffer.from('hello'), 'notes.txt', text.typeNotAllowed],
  ])('answers 415 for %s', async (_label, content, name, message) => {
    const res = await uploadTo(t, '/api/upload', owner, { content, name, type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(unsupported(message));
  });

  it('answers 415 for a PDF given as a logo', async () => {
    const res = await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'logo.pdf', purpose: 'logo' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(unsupported(text.imageRequired));
  });

  it('answers 415 for an image whose bytes cannot be decoded', async () => {
    const broken = (await pngImage(50, 50)).subarray(0, 60);
    const res = await uploadTo(t, '/api/upload', owner, { content: broken, name: 'broken.png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(unsupported(text.imageUnreadable));
  });

  it('answers 422 with the field message for a missing or empty file and a wrong purpose', async () => {
    const missing = await send(t, 'POST', '/api/upload', { token: owner.token, body: form(undefined, { purpose: 'image' }) });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ statusCode: 422, errors: { file: [text.fileRequired] } });

    const empty = await uploadTo(t, '/api/upload', owner, { content: Buffer.alloc(0), name: 'empty.pdf' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { file: [text.fileEmpty] } });

    const purpose = await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'a.pdf', purpose: 'avatar' });
    expect(purpose.status).toBe(422);
    expect(purpose.body).toMatchObject({ errors: { purpose: [text.purposeInvalid] } });

    const otherField = await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'a.pdf', field: 'document' });
    expect(otherField.status).toBe(422);
    expect(otherField.body).toMatchObject({ errors: { file: [text.fileRequired] } });
  });

  it('answers 415 for a body that is not multipart', async () => {
    const res = await send(t, 'POST', '/api/upload', {
      token: owner.token,
      body: JSON.stringify({ file: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(unsupported(text.notMultipart));
  });

  it('answers 400 for two files in one upload', async () => {
    const data = form({ content: pdf(), name: 'a.pdf' });
    data.append('file', new Blob([pdf()]), 'b.pdf');
    const res = await send(t, 'POST', '/api/upload', { token: owner.token, body: data });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, 'Bad Request', text.oneFileOnly, 'ONE_FILE_ONLY'));
  });
});

describe('GET /api/upload/file', () => {
  let url: string;
  let key: string;
  const content = pdf(2000);
  beforeAll(async () => {
    const res = await uploadTo(t, '/api/upload', owner, { content, name: 'Ünïcode "deck".pdf' });
    ({ url, key } = res.body);
  });

  it('sends a safe ASCII name and the UTF-8 name', async () => {
    const file = await open(url);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="_n_code _deck_.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%22deck%22.pdf`,
    );
    // A PDF may carry /OpenAction JavaScript: the same sandbox as every other file (issue 9 item 5).
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('forces a download with download=1', async () => {
    const file = await open(`${url}&download=1`);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('caches a URL without the current version briefly only', async () => {
    const file = await open(`${t.baseUrl}/api/upload/file?key=${key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers a range, a HEAD and a conditional request', async () => {
    const part = await open(url, { range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${content.length}`);
    expect(part.body.toString()).toBe('%PDF-1.4');

    const tail = await open(url, { range: 'bytes=-6' });
    expect(tail.status).toBe(206);
    expect(tail.body.toString()).toBe('%%EOF\n');

    const outside = await open(url, { range: `bytes=${content.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${content.length}`);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(content.length));
    expect(head.headers.get('content-type')).toBe('application/pdf');

    const etag = (await open(url)).headers.get('etag')!;
    const cached = await open(url, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
  });

  it('answers 404 for an unknown key and 422 for a malformed one', async () => {
    const unknown = await t.call('GET', '/api/upload/file?key=5b0f5a2e-6a7a-4d55-9d3c-2f4f9c7f1a11');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody(404, 'Not Found', text.notFound));
    const malformed = await t.call('GET', '/api/upload/file?key=../../etc/passwd');
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ errors: { key: [text.keyInvalid] } });
  });

  it('answers 404 for the thumbnail of a file that has none', async () => {
    const res = await t.call('GET', `/api/upload/file?key=${key}&variant=thumbnail`);
    expect(res.status).toBe(404);
  });
});

describe('private files', () => {
  let key: string;
  const content = pdf(100);
  beforeAll(async () => {
    const res = await uploadTo(t, '/api/upload/private', owner, { content, name: 'Term sheet.pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      key: expect.any(String),
      contentType: 'application/pdf',
      size: content.length,
      originalName: 'Term sheet.pdf',
      visibility: 'private',
      createdAt: expect.any(String),
    });
    key = res.body.key;
  });

  const signedUrl = (user: TestUser, query = '') => t.call('GET', `/api/upload/file/signed-url?key=${key}${query}`, { token: user.token });

  it('answers 403 without a signature', async () => {
    const res = await t.call('GET', `/api/upload/file?key=${key}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, 'Forbidden', text.signatureRequired, 'LINK_REQUIRED'));
    // The owner's token is not a way around the link either.
    expect((await t.call('GET', `/api/upload/file?key=${key}`, { token: owner.token })).status).toBe(403);
  });

  it("gives the owner a short-lived link that works, with the file's headers", async () => {
    const before = Date.now();
    const res = await signedUrl(owner);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${t.baseUrl}/api/upload/file\\?key=${key}&expires=\\d+&signature=[\\w-]+$`));
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 299_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 301_000);

    const file = await open(res.body.url);
    expect(file.status).toBe(200);
    expect(file.body.equals(content)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Term sheet.pdf"/);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');

    const download = await signedUrl(owner, '&download=1');
    const downloaded = await open(download.body.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('answers 403 for a forged, altered or expired link', async () => {
    const { url } = (await signedUrl(owner)).body as { url: string };
    const link = new URL(url);

    const forged = new URL(link);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await open(forged.toString())).status).toBe(403);
    const forgedBody = await t.call('GET', `${forged.pathname}${forged.search}`);
    expect(forgedBody.body).toEqual(errorBody(403, 'Forbidden', text.signatureInvalid, 'LINK_INVALID'));

    // A later expiry with the old signature, or the link made a download: the signature no longer fits.
    const extended = new URL(link);
    extended.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await t.call('GET', `${extended.pathname}${extended.search}`)).body.message).toBe(text.signatureInvalid);
    const altered = new URL(link);
    altered.searchParams.set('download', '1');
    expect((await t.call('GET', `${altered.pathname}${altered.search}`)).status).toBe(403);

    // Correctly signed, but its time is over.
    const expired = signedFileQuery(t.config.upload.fileUrlSecret, {
      key,
      variant: 'original',
      download: false,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await t.call('GET', `/api/upload/file?${expired}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, 'Forbidden', text.signatureExpired, 'LINK_EXPIRED'));

    // A link signed with another secret (another deployment) is not valid here.
    const foreign = signedFileQuery('another-secret', {
      key,
      variant: 'original',
      download: false,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await t.call('GET', `/api/upload/file?${foreign}`)).body.message).toBe(text.signatureInvalid);
  });

  it("does not give another user a link (404: a private file's existence is not revealed)", async () => {
    const res = await signedUrl(other);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody(404, 'Not Found', text.notFound));
  });

  it("answers 403 to another user asking a link to someone's public file", async () => {
    const pub = await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'public.pdf' });
    const res = await t.call('GET', `/api/upload/file/signed-url?key=${pub.body.key}`, { token: other.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorBody(403, 'Forbidden', text.notYoursLink));
    const own = await t.call('GET', `/api/upload/file/signed-url?key=${pub.body.key}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect((await open(own.body.url)).status).toBe(200);
  });

  it('answers 404 for an unknown key and 422 for a malformed one', async () => {
    expect(
      (await t.call('GET', '/api/upload/file/signed-url?key=5b0f5a2e-6a7a-4d55-9d3c-2f4f9c7f1a11', { token: owner.token })).status,
    ).toBe(404);
    const malformed = await t.call('GET', '/api/upload/file/signed-url?key=abc', { token: owner.token });
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ errors: { key: [text.keyInvalid] } });
  });

  it('processes private images too, without a thumbnail', async () => {
    const res = await uploadTo(t, '/api/upload/private', owner, { content: await pngImage(2500, 500), name: 'scan.png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 2000, height: 400, contentType: 'image/png' });
    expect(res.body.url).toBeUndefined();
    expect(res.body.thumbnailUrl).toBeUndefined();
  });
});

describe('PATCH /api/upload (rename)', () => {
  let pub: { key: string; url: string };
  let priv: { key: string };
  beforeAll(async () => {
    pub = (await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'draft.pdf' })).body;
    priv = (await uploadTo(t, '/api/upload/private', owner, { content: pdf(), name: 'secret.pdf' })).body;
  });
  const rename = (user: TestUser, body: unknown) => t.call('PATCH', '/api/upload', { token: user.token, body });

  it("renames the owner's file, keeping the extension of its content", async () => {
    const res = await rename(owner, { key: pub.key, originalName: '  Annual report 2024 ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: pub.key, originalName: 'Annual report 2024.pdf', url: pub.url });
    expect((await open(pub.url)).headers.get('content-disposition')).toMatch(/filename="Annual report 2024.pdf"/);

    const sneaky = await rename(owner, { key: pub.key, originalName: 'invoice.exe' });
    expect(sneaky.body.originalName).toBe('invoice.exe.pdf');

    const same = await rename(owner, { key: pub.key });
    expect(same.status).toBe(200);
    expect(same.body.originalName).toBe('invoice.exe.pdf');
  });

  it("answers 403 for another user's public file and 404 for their private file", async () => {
    const publicRes = await rename(other, { key: pub.key, originalName: 'mine.pdf' });
    expect(publicRes.status).toBe(403);
    expect(publicRes.body).toEqual(errorBody(403, 'Forbidden', text.notYours));
    const privateRes = await rename(other, { key: priv.key, originalName: 'mine.pdf' });
    expect(privateRes.status).toBe(404);
    expect(privateRes.body).toEqual(errorBody(404, 'Not Found', text.notFound));
  });

  it('answers 422 with the field messages', async () => {
    const res = await rename(owner, { key: 'nope', originalName: 'a/b.pdf' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ key: [text.keyInvalid], originalName: [text.nameInvalid] });
    expect((await rename(owner, {})).body.errors).toEqual({ key: [text.keyInvalid] });
    expect((await rename(owner, { key: pub.key, originalName: '  ' })).body.errors).toEqual({ originalName: [text.nameRequired] });
    expect((await rename(owner, { key: pub.key, originalName: 'x'.repeat(256) })).body.errors).toEqual({
      originalName: [text.nameMaxLength],
    });
  });
});

describe('PATCH /api/upload/{key} (replace)', () => {
  it('replaces the content: new version URL, old objects removed, same key', async () => {
    const first = (await uploadTo(t, '/api/upload', owner, { content: await pngImage(600, 300), name: 'logo.png', purpose: 'logo' })).body;
    expect(await storedFiles(first.key)).toEqual([`public/${first.key}/1-thumb.png`, `public/${first.key}/1.png`]);

    const jpeg = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#00aa00' } })
      .jpeg()
      .toBuffer();
    const res = await uploadTo(t, `/api/upload/${first.key}`, owner, { content: jpeg, name: 'new logo.jpg' }, 'PATCH');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      key: first.key,
      url: `${t.baseUrl}/api/upload/file?key=${first.key}&v=2`,
      contentType: 'image/jpeg',
      width: 500,
      height: 500,
      originalName: 'new logo.jpg',
      purpose: 'logo',
      visibility: 'public',
    });
    // A replacement's objects have a name of their own (version + random), see the race below.
    const [thumbnail, main] = await storedFiles(first.key);
    expect(main).toMatch(new RegExp(`^public/${first.key}/2-[0-9a-f]{12}\\.jpg$`));
    expect(thumbnail).toBe(main!.replace('.jpg', '-thumb.jpg'));

    const current = await open(res.body.url);
    expect(current.headers.get('content-type')).toBe('image/jpeg');
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The old URL now serves the new content, and no longer as cacheable for a year.
    const old = await open(first.url);
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');

    // The purpose stays: a logo cannot become a PDF.
    const pdfRes = await uploadTo(t, `/api/upload/${first.key}`, owner, { content: pdf(), name: 'x.pdf' }, 'PATCH');
    expect(pdfRes.status).toBe(415);
    expect(pdfRes.body).toEqual(unsupported(text.imageRequired));
  });

  it('keeps the old content when the new one fails the checks', async () => {
    const first = (await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'doc.pdf' })).body;
    const res = await uploadTo(t, `/api/upload/${first.key}`, owner, { content: pdf(), name: 'doc.png' }, 'PATCH');
    expect(res.status).toBe(415);
    expect(res.body).toEqual(unsupported(text.typeMismatch));
    expect((await open(first.url)).status).toBe(200);
    expect(await storedFiles(first.key)).toEqual([`public/${first.key}/1.pdf`]);
  });

  it('replaces a private file, which stays private', async () => {
    const first = (await uploadTo(t, '/api/upload/private', owner, { content: pdf(), name: 'a.pdf' })).body;
    const res = await uploadTo(t, `/api/upload/${first.key}`, owner, { content: docx, name: 'a.docx' }, 'PATCH');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ visibility: 'private', originalName: 'a.docx' });
    expect(res.body.url).toBeUndefined();
    expect(await storedFiles(first.key)).toEqual([expect.stringMatching(new RegExp(`^private/${first.key}/2-[0-9a-f]{12}\\.docx$`))]);
  });

  it("answers 403 for another user's public file and 404 for their private file or an unknown key", async () => {
    const pub = (await uploadTo(t, '/api/upload', owner, { content: pdf(), name: 'a.pdf' })).body;
    const priv = (await uploadTo(t, '/api/upload/private', owner, { content: pdf(), name: 'b.pdf' })).body;
    const file = { content: pdf(), name: 'evil.pdf' };
    const publicRes = await uploadTo(t, `/api/upload/${pub.key}`, other, file, 'PATCH');
    expect(publicRes.status).toBe(403);
    expect(publicRes.body).toEqual(errorBody(403, 'Forbidden', text.notYours));
    expect((await uploadTo(t, `/api/upload/${priv.key}`, other, file, 'PATCH')).status).toBe(404);
    expect((await uploadTo(t, '/api/upload/5b0f5a2e-6a7a-4d55-9d3c-2f4f9c7f1a11', owner, file, 'PATCH')).status).toBe(404);
    const malformed = await uploadTo(t, '/api/upload/not-a-key', owner, file, 'PATCH');
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ errors: { key: [text.keyInvalid] } });
    expect(await storedFiles(pub.key)).toEqual([`public/${pub.key}/1.pdf`]);
  });
});

/**
 * The run's local-disk storage whose writes can be held until `gate` of them are waiting, so two replacements both
 * read the same version before either writes (on PostgreSQL two requests otherwise often run one after the other).
 */
class GatedStorage extends LocalDiskStorage {
  gate = 0;
  private waiting: (() => void)[] = [];
  override async put(key: string, body: Buffer, options: PutOptions) {
    if (this.gate > 0 && !key.includes('-thumb')) {
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        if (this.waiting.length >= this.gate) for (const release of this.waiting.splice(0)) release();
      });
    }
    return super.put(key, body, options);
  }
}

describe('PATCH /api/upload/{key}: two replacements at the same moment', () => {
  let raced: TestApp;
  let storage: GatedStorage;
  let user: TestUser;
  beforeAll(async () => {
    raced = await startTestApp({ STORAGE_DIR: storageDir }, undefined, {
      storage: (config) => {
        storage = new GatedStorage(config.storage.dir);
        return storage;
      },
    });
    user = await createUser(raced);
  });
  afterAll(() => raced.close());

  it("keeps the winner's file: the losing request answers 409 and deletes only what it wrote", async () => {
    for (let round = 0; round < 3; round++) {
      const first = (await uploadTo(raced, '/api/upload', user, { content: pdf(), name: 'deck.pdf' })).body;
      storage.gate = 2;
      const [a, b] = await Promise.all([
        uploadTo(raced, `/api/upload/${first.key}`, user, { content: pdf(10), name: 'a.pdf' }, 'PATCH'),
        uploadTo(raced, `/api/upload/${first.key}`, user, { content: pdf(20), name: 'b.pdf' }, 'PATCH'),
      ]);
      storage.gate = 0;
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
      expect(loser.body).toEqual(errorBody(409, 'Conflict', text.replaceConflict, 'UPLOAD_CHANGED'));
      const served = await open(winner.body.url);
      expect(served.status).toBe(200);
      expect(served.body).toEqual(pdf(winner.body.originalName === 'a.pdf' ? 10 : 20));
      // Exactly the winner's object is left: the old version's and the loser's are gone.
      expect(await storedFiles(first.key)).toHaveLength(1);
    }
  });
});

/** The run's local-disk storage, with writes that fail on demand (a full disk, an object store that is down). */
class FailingStorage extends LocalDiskStorage {
  failPuts: ((key: string) => boolean) | undefined;
  override async put(key: string, body: Buffer, options: PutOptions) {
    if (this.failPuts?.(key)) throw new Error(`EIO: storage write failed for ${key}`);
    return super.put(key, body, options);
  }
}

describe('when the storage cannot be written', () => {
  let failing: TestApp;
  let storage: FailingStorage;
  let user: TestUser;
  beforeAll(async () => {
    failing = await startTestApp({ STORAGE_DIR: storageDir }, undefined, {
      storage: (config) => {
        storage = new FailingStorage(config.storage.dir);
        return storage;
      },
    });
    user = await createUser(failing);
  });
  afterAll(() => failing.close());
  afterEach(() => {
    storage.failPuts = undefined;
  });

  const rowsOf = (ownerId: string) => failing.database.db.select().from(uploads).where(eq(uploads.ownerUserId, ownerId));
  const storageFailed = errorBody(503, 'Service Unavailable', text.storageFailed, 'STORAGE_UNAVAILABLE');

  it('records no upload when the file cannot be written', async () => {
    storage.failPuts = () => true;
    const res = await uploadTo(failing, '/api/upload/private', user, { content: pdf(), name: 'a.pdf' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(storageFailed);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('records no upload and leaves no object when the thumbnail cannot be written', async () => {
    const allObjects = async () => {
      const keys = await readdir(path.join(storageDir, 'public')).catch(() => [] as string[]);
      return (await Promise.all(keys.map(storedFiles))).flat().sort();
    };
    const before = await allObjects();
    storage.failPuts = (key) => key.includes('-thumb');
    const res = await uploadTo(failing, '/api/upload', user, { content: await pngImage(300, 200), name: 'logo.png', purpose: 'logo' });
    expect(res.status).toBe(503);
    expect(await rowsOf(user.id)).toEqual([]);
    // The main image was written before the thumbnail failed, and removed again.
    expect(await allObjects()).toEqual(before);
  });

  it('keeps the current file and its row when a replacement cannot be written', async () => {
    const first = (await uploadTo(failing, '/api/upload', user, { content: pdf(), name: 'deck.pdf' })).body;
    storage.failPuts = () => true;
    const res = await uploadTo(failing, `/api/upload/${first.key}`, user, { content: pdf(40), name: 'new.pdf' }, 'PATCH');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(storageFailed);
    const [row] = await failing.database.db.select().from(uploads).where(eq(uploads.key, first.key));
    expect(row).toMatchObject({ version: 1, originalName: 'deck.pdf', storageKey: `public/${first.key}/1.pdf` });
    const served = await open(first.url);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(pdf());
    // Every row of this user points at an object that exists.
    for (const upload of await rowsOf(user.id)) expect(await storage.exists(upload.storageKey)).toBe(true);
  });
});

describe('size limits (UPLOAD_MAX_BYTES=20000, IMAGE_MAX_BYTES=10000)', () => {
  let small: TestApp;
  let remote: http.Server;
  let remoteUrl: string;
  beforeAll(async () => {
    small = await startTestApp({
      STORAGE_DIR: storageDir,
      UPLOAD_MAX_BYTES: '20000',
      IMAGE_MAX_BYTES: '10000',
      OUTBOUND_FETCH_ALLOW_LOOPBACK: 'true',
    });
    remote = http.createServer((req, res) => {
      const body = pdf(30_000);
      // /unsized: no Content-Length, so the limit must be enforced while reading.
      if (req.url === '/unsized') res.writeHead(200, { 'content-type': 'application/pdf' }).end(body);
      else res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': body.length }).end(body);
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await small.close();
    await new Promise<void>((resolve) => remote.close(() => resolve()));
  });

  it('answers 413 with our error body for a file over the limit', async () => {
    const res = await uploadTo(small, '/api/upload', owner, { content: pdf(30_000), name: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(errorBody(413, 'Payload Too Large', 'The file is too large. Files can be at most 20 KB.', 'FILE_TOO_LARGE'));
  });

  it('answers 413 for a file just over the limit (found while reading)', async () => {
    const res = await uploadTo(small, '/api/upload/private', owner, { content: pdf(20_100), name: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is too large. Files can be at most 20 KB.');
  });

  it('answers 413 for an image over the image limit', async () => {
    const image = await noisyPng(70);
    expect(image.length).toBeGreaterThan(10_000);
    expect(image.length).toBeLessThan(20_000);
    const res = await uploadTo(small, '/api/upload', owner, { content: image, name: 'noise.png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(errorBody(413, 'Payload Too Large', 'The image is too large. Images can be at most 10 KB.', 'FILE_TOO_LARGE'));
  });

  it('answers 413 for a remote file over the limit, with or without Content-Length', async () => {
    for (const urlPath of ['/sized', '/unsized']) {
      const res = await small.call('POST', '/api/upload/getByUrl', { token: owner.token, body: { url: `${remoteUrl}${urlPath}` } });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The file is too large. Files can be at most 20 KB.');
    }
  });
});

describe('POST /api/upload/getByUrl', () => {
  let remote: http.Server;
  let port: number;
  let loopback: TestApp;
  const png = pngImage(800, 400);
  const hanging: http.ServerResponse[] = [];

  beforeAll(async () => {
    const image = await png;
    remote = http.createServer((req, res) => {
      if (req.url === '/images/logo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(image);
      else if (req.url === '/download?id=7')
        res.writeHead(200, { 'content-disposition': `attachment; filename*=UTF-8''Pr%C3%A9sentation.pdf` }).end(pdf());
      else if (req.url === '/moved') res.writeHead(302, { location: '/images/logo.png' }).end();
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (req.url === '/to-private') res.writeHead(301, { location: 'http://10.0.0.8/logo.png' }).end();
      else if (req.url === '/to-metadata') res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (req.url === '/hang') hanging.push(res);
      else if (req.url === '/fake.png') res.writeHead(200, { 'content-type': 'image/png' }).end(pdf());
      else res.writeHead(404).end('missing');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    port = (remote.address() as AddressInfo).port;
    loopback = await startTestApp({ STORAGE_DIR: storageDir, OUTBOUND_FETCH_ALLOW_LOOPBACK: 'true' });
  });
  afterAll(async () => {
    await loopback.close();
    for (const res of hanging) res.destroy();
    await new Promise<void>((resolve) => remote.close(() => resolve()));
  });

  const byUrl = (app: TestApp, body: unknown, user: TestUser = owner) =>
    app.call('POST', '/api/upload/getByUrl', { token: user.token, body });

  it('stores a remote image as a public upload, processed like an upload (loopback allowed for the test)', async () => {
    const res = await byUrl(loopback, { url: `http://127.0.0.1:${port}/images/logo.png`, purpose: 'logo' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contentType: 'image/png',
      width: 800,
      height: 400,
      originalName: 'logo.png',
      visibility: 'public',
      purpose: 'logo',
    });
    expect(res.body.url).toBe(`${loopback.baseUrl}/api/upload/file?key=${res.body.key}&v=1`);
    const file = await open(res.body.url);
    expect(file.status).toBe(200);
    expect((await sharp(file.body).metadata()).width).toBe(800);
  });

  it('follows a redirect and takes the name from Content-Disposition', async () => {
    const moved = await byUrl(loopback, { url: `http://127.0.0.1:${port}/moved` });
    expect(moved.status).toBe(201);
    expect(moved.body.originalName).toBe('logo.png');
    const named = await byUrl(loopback, { url: `http://localhost:${port}/download?id=7` });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ originalName: 'Présentation.pdf', contentType: 'application/pdf' });
  });

  it('applies the upload checks to the remote file', async () => {
    const res = await byUrl(loopback, { url: `http://127.0.0.1:${port}/fake.png` });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(unsupported(text.typeMismatch));
  });

  it('checks every redirect hop: a public-looking start cannot lead to a private address', async () => {
    for (const target of ['/to-private', '/to-metadata']) {
      const res = await byUrl(loopback, { url: `http://127.0.0.1:${port}${target}` });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ url: [text.urlNotAllowed] });
    }
  });

  it('gives up after 10 s (shortened here) on a server that never answers', async () => {
    await expect(
      downloadRemoteFile(`http://127.0.0.1:${port}/hang`, { maxBytes: 1000, allowLoopback: true, timeoutMs: 200 }),
    ).rejects.toMatchObject({ statusCode: 422, fieldErrors: { url: [text.urlTimeout] } });
  });

  it('answers 422 on url when the remote server fails or redirects forever', async () => {
    const missing = await byUrl(loopback, { url: `http://127.0.0.1:${port}/nothing-here` });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ url: ['The file could not be downloaded from this address (the server answered 404).'] });
    const loop = await byUrl(loopback, { url: `http://127.0.0.1:${port}/loop` });
    expect(loop.body.errors).toEqual({ url: [text.urlTooManyRedirects] });
    const closed = await byUrl(loopback, { url: 'http://127.0.0.1:1/x.png' });
    expect(closed.body.errors).toEqual({ url: [text.urlFailed] });
  });

  it.each([
    ['a loopback IP', (p: number) => `http://127.0.0.1:${p}/images/logo.png`],
    ['a host name resolving to loopback', (p: number) => `http://localhost:${p}/images/logo.png`],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/images/logo.png`],
    ['an IPv4-mapped IPv6 loopback', (p: number) => `http://[::ffff:127.0.0.1]:${p}/images/logo.png`],
    ['a decimal-encoded loopback', (p: number) => `http://2130706433:${p}/images/logo.png`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network address', () => 'http://10.0.0.8/logo.png'],
  ])('refuses %s without OUTBOUND_FETCH_ALLOW_LOOPBACK', async (_label, url) => {
    const res = await byUrl(t, { url: url(port) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ statusCode: 422, errors: { url: [text.urlNotAllowed] } });
  });

  it('allows only loopback with OUTBOUND_FETCH_ALLOW_LOOPBACK, never other private ranges', async () => {
    const res = await byUrl(loopback, { url: 'http://169.254.169.254/latest/meta-data/' });
    expect(res.body.errors).toEqual({ url: [text.urlNotAllowed] });
  });

  it('answers 422 with the field messages for a missing or non-http URL', async () => {
    expect((await byUrl(t, {})).body.errors).toEqual({ url: [text.urlRequired] });
    expect((await byUrl(t, { url: '  ' })).body.errors).toEqual({ url: [text.urlRequired] });
    expect((await byUrl(t, { url: 'ftp://example.com/a.png' })).body.errors).toEqual({ url: [text.urlInvalid] });
    expect((await byUrl(t, { url: 'file:///etc/passwd' })).body.errors).toEqual({ url: [text.urlInvalid] });
    expect((await byUrl(t, { url: 'not a url' })).body.errors).toEqual({ url: [text.urlInvalid] });
    expect((await byUrl(t, { url: 'https://example.com/a.png', purpose: 'x' })).body.errors).toEqual({ purpose: [text.purposeInvalid] });
  });
});

describe('the address guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['169.254.169.254', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:10.0.0.1', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['2002:7f00:1::', true],
    ['not an address', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['::ffff:8.8.8.8', false],
    ['2606:4700:4700::1111', false],
  ])('%s forbidden: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address)).toBe(forbidden);
  });

  it('lets only loopback through when loopback is allowed', () => {
    expect(isForbiddenAddress('127.0.0.1', true)).toBe(false);
    expect(isForbiddenAddress('::1', true)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', true)).toBe(true);
  });
});

describe('multipart outside the upload routes', () => {
  it('is still refused with 415 by JSON routes (the parser is registered for the upload routes only)', async () => {
    const res = await send(t, 'POST', '/api/auth/login', { body: form({ content: pdf(), name: 'a.pdf' }) });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });
});

describe('OpenAPI', () => {
  it('documents every upload route, the uploads as multipart forms', async () => {
    const res = await t.call('GET', '/api/docs/json');
    const paths = res.body.paths as Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    expect(Object.keys(paths['/api/upload']!).sort()).toEqual(['patch', 'post']);
    expect(Object.keys(paths['/api/upload']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(paths['/api/upload/private']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(paths['/api/upload/{key}']!.patch!.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(paths['/api/upload/getByUrl']!.post).toBeDefined();
    expect(paths['/api/upload/file']!.get).toBeDefined();
    expect(paths['/api/upload/file/signed-url']!.get).toBeDefined();
  });
});
