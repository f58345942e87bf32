import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadMessages as text } from '@fundnet/validation-schema';
import { eq } from 'drizzle-orm';
import { LocalDiskStorage, type PutOptions } from '../../lib/storage';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signedFileQuery } from './signed-links';
import { uploads } from './tables';
import { pngImage, pdf, docx, uploadTo, open, errorBody, unsupported, startUploadApp, stopUploadApp } from './test-support';

// ---------------------------------------------------------------- the suite

let t: TestApp;
let storageDir: string;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ({ t, storageDir, owner } = await startUploadApp());
  other = await createUser(t);
});
afterAll(() => stopUploadApp(t, storageDir));

/** Every object currently in the store, as 'public/<key>/<file>' paths. */
async function storedFiles(key: string): Promise<string[]> {
  const found: string[] = [];
  for (const visibility of ['public', 'private']) {
    const names = await readdir(path.join(storageDir, visibility, key)).catch(() => [] as string[]);
    found.push(...names.map((name) => `${visibility}/${key}/${name}`));
  }
  return found.sort();
}

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

  it("answers 403 for another user's public file and 422 on key for their private file, as for no file", async () => {
    const publicRes = await rename(other, { key: pub.key, originalName: 'mine.pdf' });
    expect(publicRes.status).toBe(403);
    expect(publicRes.body).toEqual(errorBody(403, 'Forbidden', text.notYours));
    const privateRes = await rename(other, { key: priv.key, originalName: 'mine.pdf' });
    const refused = {
      ...errorBody(422, 'Unprocessable Entity', text.notFound),
      code: 'REFERENCE_NOT_FOUND',
      errors: { key: [text.notFound] },
    };
    expect(privateRes.status).toBe(422);
    expect(privateRes.body).toEqual(refused);
    const unknown = await rename(other, { key: '5b0f5a2e-6a7a-4d55-9d3c-2f4f9c7f1a11', originalName: 'mine.pdf' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(refused);
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
