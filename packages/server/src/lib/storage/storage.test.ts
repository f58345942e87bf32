/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStorage, LocalDiskStorage, S3Error, S3Storage } from '.';
import { presignUrl, signRequest } from './sigv4';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

// AWS's published examples ("Signature Calculations for the Authorization Header" and
// "Authenticating Requests: Using Query Parameters", S3 API reference): fixed keys, clock and signatures.
const aws = {
  credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
  now: new Date('2013-05-24T00:00:00Z'),
  url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
};

describe('SigV4 (checked against AWS examples)', () => {
  it('signs a GET object request with a Range header as AWS does', () => {
    const headers = signRequest({
      method: 'GET',
      url: aws.url,
      headers: { Range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      credentials: aws.credentials,
      now: aws.now,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('presigns a GET URL as AWS does', () => {
    expect(presignUrl({ method: 'GET', url: aws.url, expiresInSeconds: 86400, credentials: aws.credentials, now: aws.now })).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fundnet-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, reads, streams a range, checks and deletes an object', async () => {
    await storage.put('public/abc/1.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
    expect((await storage.get('public/abc/1.txt'))?.toString()).toBe('0123456789');
    expect(await storage.exists('public/abc/1.txt')).toBe(true);
    const whole = await storage.stream('public/abc/1.txt');
    expect(whole?.contentLength).toBe(10);
    expect(await text(whole!.body)).toBe('0123456789');
    const part = await storage.stream('public/abc/1.txt', { start: 2, end: 4 });
    expect(part?.contentLength).toBe(3);
    expect(await text(part!.body)).toBe('234');
    await storage.put('public/abc/1.txt', Buffer.from('new'), { contentType: 'text/plain' });
    expect((await storage.get('public/abc/1.txt'))?.toString()).toBe('new');
    // Atomic writes leave no temporary files behind.
    expect(await readdir(path.join(root, 'public', 'abc'))).toEqual(['1.txt']);
    await storage.delete('public/abc/1.txt');
    await storage.delete('public/abc/1.txt');
    expect(await storage.exists('public/abc/1.txt')).toBe(false);
    expect(await storage.get('public/abc/1.txt')).toBeNull();
    expect(await storage.stream('public/abc/1.txt')).toBeNull();
  });

  it('streams an empty object', async () => {
    await storage.put('empty.txt', Buffer.alloc(0), { contentType: 'text/plain' });
    const object = await storage.stream('empty.txt');
    expect(object?.contentLength).toBe(0);
    expect(await text(object!.body)).toBe('');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '', '.hidden', '~', 'a/~b']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow('invalid storage key');
    }
  });

  it("takes a '~' inside a name (Storybook's runtime~main chunk in a release)", async () => {
    await storage.put('storybook/runtime~main.9f19b219.iframe.bundle.js', Buffer.from('x'), { contentType: 'text/javascript' });
    expect((await storage.get('storybook/runtime~main.9f19b219.iframe.bundle.js'))?.toString()).toBe('x');
  });

  it('has no URLs of its own (the API serves local files)', async () => {
    expect(await storage.signedUrl()).toBeNull();
    expect(storage.publicUrl()).toBeNull();
  });
});

describe('S3Storage (against a stand-in S3 server)', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  let server: http.Server;
  let endpoint: string;

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, url: req.url!, headers: req.headers });
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=key-id/')) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      if (req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) {
        res.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
        return;
      }
      const object = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!object) {
        res.writeHead(404).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'HEAD') {
        res.writeHead(200, { 'content-length': object.body.length }).end();
      } else {
        const range = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ''));
        const part = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
        res.writeHead(range ? 206 : 200, { 'content-type': object.type, 'content-length': part.length }).end(part);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({
    endpoint,
    bucket: 'files',
    accessKeyId: 'key-id',
    secretAccessKey: 'secret',
    region: 'eu-central-1',
    forcePathStyle: true,
    publicUrl: undefined,
  });

  it('is chosen when the S3 settings are given', () => {
    expect(createStorage({ storage: { dir: '/tmp/x', s3: config() } }).kind).toBe('s3');
    expect(createStorage({ storage: { dir: '/tmp/x', s3: undefined } }).kind).toBe('local');
  });

  it('puts, reads, streams a range, checks and deletes objects, path style, signed', async () => {
    const storage = new S3Storage(config());
    await storage.put('public/k/1.png', Buffer.from('0123456789'), { contentType: 'image/png', cacheControl: 'public, max-age=1' });
    const put = seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/files/public/k/1.png');
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['cache-control']).toBe('public, max-age=1');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=key-id\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=/);
    expect((await storage.get('public/k/1.png'))?.toString()).toBe('0123456789');
    const part = await storage.stream('public/k/1.png', { start: 1, end: 3 });
    expect(part?.contentLength).toBe(3);
    expect(await text(part!.body)).toBe('123');
    expect(seen.at(-1)!.headers.range).toBe('bytes=1-3');
    expect(await storage.exists('public/k/1.png')).toBe(true);
    await storage.delete('public/k/1.png');
    expect(await storage.exists('public/k/1.png')).toBe(false);
    expect(await storage.get('public/k/1.png')).toBeNull();
    expect(await storage.stream('public/k/1.png')).toBeNull();
  });

  it('reports the store error code', async () => {
    const storage = new S3Storage({ ...config(), accessKeyId: 'wrong' });
    await expect(storage.put('a.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
      name: 'S3Error',
      status: 403,
      code: 'AccessDenied',
    });
    expect(S3Error).toBeDefined();
  });

  it('presigns GET URLs with the reply headers, virtual-hosted when asked', async () => {
    const pathStyle = new URL(
      (await new S3Storage(config()).signedUrl('private/k/1.pdf', {
        expiresInSeconds: 300,
        contentType: 'application/pdf',
        contentDisposition: 'attachment; filename="a.pdf"',
      }))!,
    );
    expect(`${pathStyle.origin}${pathStyle.pathname}`).toBe(`${endpoint}/files/private/k/1.pdf`);
    expect(pathStyle.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(pathStyle.searchParams.get('response-content-disposition')).toBe('attachment; filename="a.pdf"');
    expect(pathStyle.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(pathStyle.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const hosted = new S3Storage({ ...config(), endpoint: 'https://s3.example.test', forcePathStyle: false });
    expect((await hosted.signedUrl('a/b.png', { expiresInSeconds: 60 }))!.startsWith('https://files.s3.example.test/a/b.png?')).toBe(true);
    expect(hosted.publicUrl('public/a.png')).toBeNull();
    expect(new S3Storage({ ...config(), publicUrl: 'https://cdn.example.test' }).publicUrl('public/a.png')).toBe(
      'https://cdn.example.test/public/a.png',
    );
  });
});
