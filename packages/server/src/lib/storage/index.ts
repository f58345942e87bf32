import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export { LocalDiskStorage } from './local-disk';
export { S3Error, S3Storage } from './s3';
export type { ByteRange, PutOptions, SignedUrlOptions, Storage, StoredObjectStream } from './storage';

/** S3-compatible storage when S3_ENDPOINT, S3_BUCKET and both keys are set; otherwise local disk under STORAGE_DIR. */
export function createStorage(config: Pick<Config, 'storage'>): Storage {
  return config.storage.s3 ? new S3Storage(config.storage.s3) : new LocalDiskStorage(config.storage.dir);
}
