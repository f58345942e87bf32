import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { noisyPng, pdf, uploadTo, errorBody, startUploadApp, stopUploadApp } from './test-support';

// ---------------------------------------------------------------- the suite

let t: TestApp;
let storageDir: string;
let owner: TestUser;

beforeAll(async () => {
  ({ t, storageDir, owner } = await startUploadApp());
});
afterAll(() => stopUploadApp(t, storageDir));

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
