import type { ReleaseStoreLocation } from '../../config';
import { LocalDiskStorage, S3Storage } from '../storage';
import { type EnvironmentDocument, environmentKey } from './layout';

export { ConfigError, findRepoRoot, type ReleaseStoreLocation, releaseStoreLocation, s3Account } from '../../config';
export * from './layout';

/** The data room's storage adapter over the release store (the same code, its own folder or bucket). */
export function openReleaseStorage(location: ReleaseStoreLocation): LocalDiskStorage | S3Storage {
  return location.kind === 's3' ? new S3Storage(location.s3) : new LocalDiskStorage(location.dir);
}

/** An environment as last written, or null when nothing was ever promoted to it. */
export async function readEnvironment(
  storage: { get(key: string): Promise<Buffer | null> },
  environment: string,
): Promise<EnvironmentDocument | null> {
  const body = await storage.get(environmentKey(environment));
  return body ? (JSON.parse(body.toString('utf8')) as EnvironmentDocument) : null;
}
