import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { uploadMessages as text } from '@fundnet/validation-schema';
import type { TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { downloadRemoteFile, isForbiddenAddress } from './remote-fetch';
import { pngImage, pdf, open, unsupported, startUploadApp, stopUploadApp } from './test-support';

// ---------------------------------------------------------------- the suite

let t: TestApp;
let storageDir: string;
let owner: TestUser;

beforeAll(async () => {
  ({ t, storageDir, owner } = await startUploadApp());
});
afterAll(() => stopUploadApp(t, storageDir));

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
