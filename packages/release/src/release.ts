import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  contractKey,
  IMMUTABLE,
  type ReleaseArea,
  releaseFileKey,
  releaseInfoKey,
  rendererKey,
  sourceMapKey,
} from '@fundnet/server/releases';
import type { Contract } from './contract';
import { ReleaseError } from './environment';
import type { ReleaseStore } from './store';

/** `release.json`: what a release is, written last (its presence is what makes the release complete). */
export interface ReleaseInfo {
  schema: 'fundnet.release/1';
  area: ReleaseArea;
  version: string;
  packageVersion: string;
  commit: string;
  builtAt: string;
  builtBy: string;
  buildSeconds: number;
  files: Array<{ path: string; bytes: number; sha256: string }>;
  /** The area's Storybook published with it (issue 32.6), under `storybook/`; null until that step exists. */
  storybook: { path: string } | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })) as Array<{
    name: string;
    parentPath?: string;
    path?: string;
    isFile(): boolean;
  }>;
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path ?? dir, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

export interface PublishInput {
  area: ReleaseArea;
  version: string;
  /** The built files (an app's dist/). */
  distDir: string;
  /** Its production source maps, stored apart (never served); absent: none. */
  sourceMapDir?: string;
  /** Its renderer (prerender-build/render-start-pages.cjs, ADR 0102), stored apart (never served); absent: none. */
  rendererFile?: string;
  /** The area's built Storybook (issue 32.6): stored under `storybook/` when given. */
  storybookDir?: string;
  contract: Contract;
  info: Omit<ReleaseInfo, 'schema' | 'files' | 'storybook' | 'area' | 'version'>;
}

/** The release's key prefix must not exist: a version is published once and never overwritten. */
export async function assertUnreleased(store: ReleaseStore, area: ReleaseArea, version: string): Promise<void> {
  if (await store.exists(releaseInfoKey(area, version))) {
    throw new ReleaseError(
      `${area} ${version} is already released in ${store.description}: a version is never overwritten (commit, then release again)`,
    );
  }
}

/**
 * Stores a built area as release `version`: its files (under versioned keys, so even the unhashed `remoteEntry.js`
 * and `mf-manifest.json` never change), its source maps apart, its contract, and `release.json` last, created only if
 * absent: a half-uploaded release has no release.json (not promotable; releasing again completes it), and of two
 * releases of one version racing, one is refused.
 */
export async function publishRelease(store: ReleaseStore, input: PublishInput): Promise<ReleaseInfo> {
  const { area, version } = input;
  await assertUnreleased(store, area, version);
  const files: ReleaseInfo['files'] = [];
  for (const file of await filesUnder(input.distDir)) {
    const body = await readFile(path.join(input.distDir, file));
    files.push({ path: file, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });
    await store.put(releaseFileKey(area, version, file), body, contentTypeOf(file), IMMUTABLE);
  }
  if (input.sourceMapDir) {
    for (const file of await filesUnder(input.sourceMapDir).catch(() => [])) {
      await store.put(sourceMapKey(area, version, file), await readFile(path.join(input.sourceMapDir, file)), contentTypeOf(file));
    }
  }
  if (input.rendererFile) {
    await store.put(rendererKey(area, version), await readFile(input.rendererFile), 'application/javascript');
  }
  let storybook: ReleaseInfo['storybook'] = null;
  if (input.storybookDir) {
    for (const file of await filesUnder(input.storybookDir)) {
      await store.put(
        releaseFileKey(area, version, `storybook/${file}`),
        await readFile(path.join(input.storybookDir, file)),
        contentTypeOf(file),
        IMMUTABLE,
      );
    }
    storybook = { path: 'storybook/index.html' };
  }
  await store.put(contractKey(area, version), Buffer.from(`${JSON.stringify(input.contract, null, 2)}\n`), 'application/json');
  const info: ReleaseInfo = { schema: 'fundnet.release/1', area, version, ...input.info, files, storybook };
  if (!(await store.create(releaseInfoKey(area, version), Buffer.from(`${JSON.stringify(info, null, 2)}\n`), 'application/json'))) {
    throw new ReleaseError(`${area} ${version} was released by someone else meanwhile: a version is never overwritten`);
  }
  return info;
}
