import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rendererKey } from '@fundnet/server/releases';
import { publishRelease } from './release';
import { openReleaseStore } from './store';
import { remoteContract, tinyDist } from './testing/fixtures';

// A release keeps its area's renderer (ADR 0102) apart from the files it serves: the API's render service loads it,
// and no address of the release reaches it.
it("stores the area's renderer apart from its released files", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fundnet-release-renderer-'));
  try {
    const store = openReleaseStore({ kind: 'folder', dir });
    const rendererFile = path.join(dir, 'render-start-pages.cjs');
    await writeFile(rendererFile, 'exports.renderedPaths = ["/"];');
    const version = '0.3.0+ccc3333';
    const info = await publishRelease(store, {
      area: 'mfe-discovery',
      version,
      distDir: await tinyDist(),
      rendererFile,
      contract: remoteContract('mfe-discovery', version),
      info: { packageVersion: '0.3.0', commit: 'ccc3333', builtAt: '2026-12-03T08:00:00.000Z', builtBy: 'test', buildSeconds: 1 },
    });
    expect((await store.get(rendererKey('mfe-discovery', version)))?.toString('utf8')).toBe('exports.renderedPaths = ["/"];');
    expect(rendererKey('mfe-discovery', version)).toBe('renderers/mfe-discovery/0.3.0_ccc3333/render-start-pages.cjs');
    expect(info.files.map((file) => file.path)).not.toContain('render-start-pages.cjs');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
