import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver: an S3 implementation on local disk (koa), for the S3 storage's tests; it checks SigV4 signatures.
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The env of a server that stores its files there (config.ts S3_*). */
  env: Record<string, string>;
  /** The keys stored in the bucket now. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts s3rver on a free port with one empty bucket, in a folder of its own. */
export async function startLocalS3(bucket = 'fundnet-files'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fundnet-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials: it refuses requests signed with any other secret.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const root = path.join(directory, bucket);
      const files = (await readdir(root, { recursive: true })) as string[];
      return files
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) =>
          file
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        )
        .sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
