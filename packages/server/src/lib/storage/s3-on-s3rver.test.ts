/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LocalS3, startLocalS3 } from '../../test/s3rver';
import { S3Storage } from '.';

// The S3 path against a real S3 implementation (s3rver, from npm): its XML replies and errors, ranges, streamed PUTs
// and presigned URLs, not only the stand-in of storage.test.ts. s3rver checks the access key but not SigV4 signatures
// themselves: storage.test.ts checks ours against AWS's published examples.

let s3: LocalS3;
let storage: S3Storage;
let scratch: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = new S3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: 'us-east-1',
    forcePathStyle: true,
    publicUrl: undefined,
  });
  scratch = await mkdtemp(path.join(tmpdir(), 'fundnet-s3-spool-'));
});
afterAll(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

it('puts, reads, streams a range, checks and deletes an object', async () => {
  await storage.put('private/room/deck.pdf', Buffer.from('%PDF-1.4 0123456789'), { contentType: 'application/pdf' });
  expect(await s3.keys()).toContain('private/room/deck.pdf');
  expect((await storage.get('private/room/deck.pdf'))?.toString()).toBe('%PDF-1.4 0123456789');
  const part = await storage.stream('private/room/deck.pdf', { start: 9, end: 12 });
  expect(part?.contentLength).toBe(4);
  expect((await read(part!.body)).toString()).toBe('0123');
  expect(await storage.exists('private/room/deck.pdf')).toBe(true);
  await storage.delete('private/room/deck.pdf');
  expect(await storage.exists('private/room/deck.pdf')).toBe(false);
  expect(await storage.get('private/room/deck.pdf')).toBeNull();
  expect(await storage.stream('private/room/deck.pdf')).toBeNull();
  // Deleting what is not there is not an error.
  await storage.delete('private/room/deck.pdf');
});

it('sends a spooled upload as a streamed PUT of known length, byte for byte', async () => {
  const bytes = Buffer.alloc(6 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
  const file = path.join(scratch, 'upload.bin');
  await writeFile(file, bytes);
  await storage.putFile('private/room/big.bin', file, bytes.length, { contentType: 'application/octet-stream' });
  const back = await storage.stream('private/room/big.bin');
  expect(back?.contentLength).toBe(bytes.length);
  const digest = createHash('sha256')
    .update(await read(back!.body))
    .digest('hex');
  expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
});

it('presigns a GET that the store serves with the asked reply headers', async () => {
  await storage.put('private/room/lpa.pdf', Buffer.from('%PDF-1.4 LPA'), { contentType: 'application/pdf' });
  const url = await storage.signedUrl('private/room/lpa.pdf', {
    expiresInSeconds: 300,
    contentType: 'application/pdf',
    contentDisposition: 'attachment; filename="LPA.pdf"',
  });
  const reply = await fetch(url!);
  expect(reply.status).toBe(200);
  expect(await reply.text()).toBe('%PDF-1.4 LPA');
  expect(reply.headers.get('content-disposition')).toBe('attachment; filename="LPA.pdf"');
});

it('reports the store error (an unknown access key)', async () => {
  const wrong = new S3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    accessKeyId: 'NOT-A-KEY',
    secretAccessKey: s3.secretAccessKey,
    region: 'us-east-1',
    forcePathStyle: true,
    publicUrl: undefined,
  });
  await expect(wrong.put('private/x.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
    name: 'S3Error',
    status: 403,
    code: 'InvalidAccessKeyId',
  });
});
