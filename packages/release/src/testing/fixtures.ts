import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteArea } from '@fundnet/server/releases';
import type { RemoteContract, SharedNeed, ShellContract } from '../contract';
import { publishRelease } from '../release';
import type { ReleaseStore } from '../store';

/** Fixtures of the release tests: contracts as a release writes them, and releases published from a tiny dist/. */
export const need = (shareKey: string, requiredVersion: string, fromShellOnly = false): SharedNeed => ({
  shareKey,
  requiredVersion,
  builtWith: requiredVersion.replace(/^[\^~]/, ''),
  fromShellOnly,
});

export function shellContract(
  version: string,
  shared: Record<string, string> = { react: '19.3.1', '@mui/material/Button/Button.mjs': '9.5.0' },
): ShellContract {
  return {
    schema: 'fundnet.contract/1',
    kind: 'shell',
    area: 'shell',
    version,
    offers: { shared, parcelHost: true },
    mounts: ['mfe_dataroom', 'mfe_profiles'],
  };
}

export function remoteContract(
  area: RemoteArea,
  version: string,
  options: { shared?: SharedNeed[]; exposes?: string[]; parcels?: string[] } = {},
): RemoteContract {
  return {
    schema: 'fundnet.contract/1',
    kind: 'remote',
    area,
    federationName: area.replace(/-/g, '_'),
    version,
    exposes: (options.exposes ?? ['./app']).map((name) => ({ name, kind: name === './app' ? 'app' : 'parcel' })),
    needs: {
      shared: options.shared ?? [need('react', '^19.3.1'), need('@mui/material/Button/Button.mjs', '^9.5.0', true)],
      parcels: options.parcels ?? [],
    },
  };
}

export async function tinyDist(
  files: Record<string, string> = { 'mf-manifest.json': '{}', 'remoteEntry.js': '/* entry */', '123.abcdef12.js': '/* chunk */' },
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fundnet-dist-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

export async function publish(store: ReleaseStore, contract: RemoteContract | ShellContract, distDir?: string) {
  return publishRelease(store, {
    area: contract.area,
    version: contract.version,
    distDir: distDir ?? (await tinyDist()),
    contract,
    info: {
      packageVersion: contract.version.split('+')[0] as string,
      commit: contract.version.split('+')[1] as string,
      builtAt: '2026-11-29T08:00:00.000Z',
      builtBy: 'test',
      buildSeconds: 1,
    },
  });
}
