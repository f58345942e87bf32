import { request as httpRequest } from 'node:http';
import { readEnvironment, releaseInfoKey } from '@fundnet/server/releases';
import { S3Storage } from '@fundnet/server/storage';
import { type LocalS3, startLocalS3 } from '@fundnet/server/testing/s3rver';
import { promote, ReleaseError } from './environment';
import { S3ReleaseStore } from './store';
import { publish, remoteContract, shellContract } from './testing/fixtures';

// The release store in a bucket, against s3rver (the local S3 the server's storage tests use). s3rver ignores
// conditional PUTs (If-Match / If-None-Match), which AWS S3 (since 2024), MinIO and R2 honour: `conditionalWrites` puts
// AWS's documented rule in front of it (412 PreconditionFailed when the condition fails, one write per key at a time),
// so what is tested is our use of the condition (create-if-absent, retry after a lost race), not s3rver's.
let s3: LocalS3;
const config = () => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  region: 'us-east-1',
  forcePathStyle: true,
  publicUrl: undefined,
});

/**
 * fetch over node:http. Not the global fetch: in a Jest worker that ran a jsdom test file first, jsdom's own undici
 * has made itself the global dispatcher of Node's fetch, and it refuses the content-length Node's fetch hands it
 * ("invalid content-length header"), depending on which files the worker ran before.
 */
const httpFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input));
  const body = init?.body as Buffer | undefined;
  return new Promise<Response>((resolve, reject) => {
    const request = httpRequest(url, { method: init?.method ?? 'GET', headers: init?.headers as Record<string, string> }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') headers.set(name, value);
        const status = reply.statusCode ?? 500;
        resolve(new Response([204, 304].includes(status) || init?.method === 'HEAD' ? null : Buffer.concat(chunks), { status, headers }));
      });
      reply.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}) as typeof fetch;

// One queue per key for every client, as the one bucket behind them all.
const queues = new Map<string, Promise<void>>();

function conditionalWrites(): typeof fetch {
  const plain = new S3Storage(config(), httpFetch);
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const ifMatch = headers.get('if-match');
    const ifNoneMatch = headers.get('if-none-match');
    const key = decodeURIComponent(new URL(String(input)).pathname.slice(`/${s3.bucket}/`.length));
    // Every request to a key waits for the one before: S3 replaces an object atomically, s3rver writes its file in
    // place (a read beside a write there fails with a closed socket).
    const previous = queues.get(key) ?? Promise.resolve();
    let done = () => {};
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    queues.set(
      key,
      previous.then(() => mine),
    );
    await previous;
    try {
      if (init?.method === 'PUT' && (ifMatch || ifNoneMatch)) {
        const current = await plain.getWithEtag(key);
        const holds = ifNoneMatch === '*' ? current === null : current?.etag === ifMatch;
        if (!holds) return new Response('<Error><Code>PreconditionFailed</Code></Error>', { status: 412 });
      }
      // The whole reply is read (httpFetch) before the next request to the key goes out.
      return await httpFetch(input, init);
    } finally {
      done();
    }
  };
}

const openStore = () => new S3ReleaseStore(new S3Storage(config(), conditionalWrites()), `s3://${s3.bucket}`);

beforeAll(async () => {
  s3 = await startLocalS3('fundnet-releases');
});
afterAll(() => s3.close());

it('stores a release in the bucket once: the same version again is refused', async () => {
  const store = openStore();
  await publish(store, remoteContract('mfe-admin', '0.1.0+eee1111'));
  expect(await s3.keys()).toEqual(
    expect.arrayContaining([
      'releases/mfe-admin/0.1.0_eee1111/remoteEntry.js',
      'releases/mfe-admin/0.1.0_eee1111/contract.json',
      releaseInfoKey('mfe-admin', '0.1.0+eee1111'),
    ]),
  );
  await expect(publish(store, remoteContract('mfe-admin', '0.1.0+eee1111'))).rejects.toThrow(ReleaseError);
  // Two releases of one version racing past the first check: the bucket's create-if-absent lets one through.
  expect(await store.create(releaseInfoKey('mfe-admin', '0.1.0+eee1111'), Buffer.from('{}'), 'application/json')).toBe(false);
});

it('serializes concurrent promotions through conditional writes: none is lost', async () => {
  const areas = ['mfe-discovery', 'mfe-profiles', 'mfe-dataroom', 'mfe-trackrecord', 'mfe-commitments', 'mfe-events-feed'] as const;
  const store = openStore();
  await publish(store, shellContract('0.1.0+aaa1111'));
  for (const area of areas) await publish(store, remoteContract(area, '0.1.0+fff1111'));
  await Promise.all([
    promote({ store: openStore(), environment: 'production', area: 'shell', version: '0.1.0+aaa1111', by: 'ci' }),
    ...areas.map((area) => promote({ store: openStore(), environment: 'production', area, version: '0.1.0+fff1111', by: 'ci' })),
  ]);
  const document = (await readEnvironment(store, 'production'))!;
  expect(document.revision).toBe(7);
  expect(document.history.map((entry) => entry.revision)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(Object.keys(document.areas).sort()).toEqual([...areas, 'shell'].sort());
}, 30_000);
