import sharp from 'sharp';
import { uploadMessages as text } from '@fundnet/validation-schema';
import type { TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  pngImage,
  jpegWithExif,
  pdf,
  elf,
  exe,
  svg,
  mp4,
  docx,
  plainZip,
  send,
  form,
  uploadTo,
  open,
  errorBody,
  unsupported,
  startUploadApp,
  stopUploadApp,
} from './test-support';

// ---------------------------------------------------------------- the suite

let t: TestApp;
let storageDir: string;
let owner: TestUser;

beforeAll(async () => {
  ({ t, storageDir, owner } = await startUploadApp());
});
afterAll(() => stopUploadApp(t, storageDir));

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
