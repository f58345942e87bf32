// s3rver ships no types; what the tests use of it (src/test/s3rver.ts).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo | string>;
    close(): Promise<void>;
  }
}
