import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

// What the upload test files share: the files they send, and the HTTP helpers they send them with.

// ---------------------------------------------------------------- test files

export const pngImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A 300×100 JPEG whose EXIF says "rotate 90°" and carries a copyright line. */
export const jpegWithExif = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Corp' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Random pixels: a PNG that does not compress (for size limits). */
export const noisyPng = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png()
    .toBuffer();

export const pdf = (padding = 0) => Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n${'%'.repeat(padding)}\ntrailer <<>>\n%%EOF\n`);
export const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
export const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
]);

/** A zip with stored (uncompressed) entries: local headers, central directory, end record. */
export function zip(entries: Record<string, string>): Buffer {
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

export const docx = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});
export const plainZip = zip({ 'notes.txt': 'hello' });

// ---------------------------------------------------------------- helpers

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function send(
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

export interface FileToSend {
  content: Buffer;
  name: string;
  /** What the browser would claim; the server must not care. */
  type?: string;
  purpose?: string;
  field?: string;
}

export function form(file: FileToSend | undefined, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  if (file?.purpose) data.append('purpose', file.purpose);
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  if (file) data.append(file.field ?? 'file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  return data;
}

export const uploadTo = (app: TestApp, urlPath: string, user: TestUser | undefined, file: FileToSend | undefined, method = 'POST') =>
  send(app, method, urlPath, { token: user?.token, body: form(file) });

/** GETs an absolute URL the API handed out. */
export async function open(url: string, headers: Record<string, string> = {}): Promise<Reply<Buffer>> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, headers: response.headers };
}

export const errorBody = (status: number, error: string, message: string, code?: string) => ({
  statusCode: status,
  error,
  message,
  ...(code && { code }),
});
export const unsupported = (message: string) => errorBody(415, 'Unsupported Media Type', message, 'UNSUPPORTED_FILE_TYPE');

/** The app an upload test file runs against: a storage folder of its own (removed after the file) and one user. */
export async function startUploadApp(): Promise<{ t: TestApp; storageDir: string; owner: TestUser }> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'fundnet-uploads-'));
  const t = await startTestApp({ STORAGE_DIR: storageDir });
  return { t, storageDir, owner: await createUser(t) };
}

export async function stopUploadApp(t: TestApp, storageDir: string): Promise<void> {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
}
