import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staleWebApps } from './web-apps.mjs';

// A workspace in a temporary folder: the shell (no mf-manifest.json, as it builds since ADR 0063) and a remote.
let root;
const apps = [{ folder: 'shell' }, { folder: 'mfe-x' }];
const write = (file, when, content = '{}') => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  utimesSync(full, when, when);
};
const stale = () => staleWebApps(root, apps).map((app) => app.folder);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fundnet-web-apps-'));
  for (const pkg of ['design-system', 'api-client', 'validation-schema', 'app-runtime', 'mf-config'])
    write(`packages/${pkg}/src/index.ts`, 1000);
  for (const { folder } of apps) write(`${folder}/src/index.ts`, 2000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a build without its stamp is stale, one stamped after its sources is not (the shell has no mf-manifest.json)', () => {
  expect(stale()).toEqual(['shell', 'mfe-x']);
  write('shell/dist/build-stamp.json', 3000);
  write('mfe-x/dist/build-stamp.json', 3000);
  write('mfe-x/dist/mf-manifest.json', 3000);
  expect(stale()).toEqual([]);
});

test('a source or a shared package changed after the stamp makes the build stale', () => {
  write('shell/dist/build-stamp.json', 3000);
  write('mfe-x/dist/build-stamp.json', 3000);
  write('mfe-x/src/page.tsx', 4000);
  expect(stale()).toEqual(['mfe-x']);
  write('packages/api-client/src/calls.ts', 5000);
  expect(stale()).toEqual(['shell', 'mfe-x']);
});

test("a build compressed at a lower Brotli quality than wanted here is stale: the suite's builds are not served or measured", () => {
  const stampAt = (quality) => JSON.stringify({ schema: 'fundnet.build-stamp/1', brotliQuality: quality });
  write('shell/dist/build-stamp.json', 3000, stampAt(11));
  write('mfe-x/dist/build-stamp.json', 3000, stampAt(7));
  const quality = process.env.FUNDNET_BROTLI_QUALITY;
  try {
    delete process.env.FUNDNET_BROTLI_QUALITY; // npm start, the benchmarks: quality 11
    expect(stale()).toEqual(['mfe-x']);
    process.env.FUNDNET_BROTLI_QUALITY = '7'; // the suite: its own builds are current
    expect(stale()).toEqual([]);
  } finally {
    if (quality === undefined) delete process.env.FUNDNET_BROTLI_QUALITY;
    else process.env.FUNDNET_BROTLI_QUALITY = quality;
  }
});
