import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServedBuild, serveBuild } from './serve-build';

// The local build a remote override points at (issue 32.5): fetchable from another origin, counted, nothing outside.
let dir: string;
let served: ServedBuild;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fundnet-serve-build-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist/mf-manifest.json'), '{"name":"mfe_dataroom"}');
  writeFileSync(path.join(dir, 'dist/main.js.map'), '{}');
  writeFileSync(path.join(dir, 'secret.txt'), 'no');
  served = await serveBuild(path.join(dir, 'dist'), 0);
});
afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

it('serves the build to any origin, uncached, and counts what was asked for', async () => {
  const res = await fetch(new URL('mf-manifest.json', served.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ name: 'mfe_dataroom' });
  expect(served.requests.get('/mf-manifest.json')).toBe(1);
});

it.each(['/missing.js', '/main.js.map', '/../secret.txt', '/%2e%2e/secret.txt'])('answers %s with 404', async (file) => {
  expect((await fetch(`${served.url.replace(/\/$/, '')}${file}`)).status).toBe(404);
});
