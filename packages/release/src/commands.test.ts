import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnvironment } from '@fundnet/server/releases';
import { runCli } from './commands';
import { openReleaseStore, type ReleaseStore } from './store';
import { need, publish, remoteContract, shellContract } from './testing/fixtures';

// The commands as a person runs them (pnpm release:promote / :rollback / :status), and promotions from separate
// processes at once (the lock is a directory beside the environment: one writer across processes).
const root = path.resolve(__dirname, '../../..');
let dir: string;
let store: ReleaseStore;
let out: string[];
let errors: string[];
const io = { log: (line: string) => out.push(line), error: (line: unknown) => errors.push(String(line)) };
const saved = { store: process.env.RELEASE_STORE, actor: process.env.RELEASE_ACTOR, review: process.env.RELEASE_REVIEW_REQUIRED };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fundnet-release-cli-'));
  process.env.RELEASE_STORE = dir;
  process.env.RELEASE_ACTOR = 'ana@example.com';
  // These releases have no Storybook: production's visual review rule (ADR 0076, review/promotion.test.ts) is not theirs.
  process.env.RELEASE_REVIEW_REQUIRED = '';
  store = openReleaseStore({ kind: 'folder', dir });
  out = [];
  errors = [];
  await publish(store, shellContract('0.1.0+aaa1111'));
  await publish(store, remoteContract('mfe-dataroom', '0.1.0+bbb1111'));
  await publish(store, remoteContract('mfe-dataroom', '0.2.0+bbb2222'));
});
afterEach(async () => {
  process.env.RELEASE_STORE = saved.store;
  process.env.RELEASE_ACTOR = saved.actor;
  if (saved.store === undefined) delete process.env.RELEASE_STORE;
  if (saved.actor === undefined) delete process.env.RELEASE_ACTOR;
  if (saved.review === undefined) delete process.env.RELEASE_REVIEW_REQUIRED;
  else process.env.RELEASE_REVIEW_REQUIRED = saved.review;
  await rm(dir, { recursive: true, force: true });
});

it('promotes (the version as printed or as in a path), rolls back and shows the history', async () => {
  expect(await runCli(['promote', 'production', 'shell', '0.1.0+aaa1111'], io)).toBe(0);
  expect(await runCli(['promote', 'production', 'mfe-dataroom', '0.1.0_bbb1111'], io)).toBe(0);
  expect(await runCli(['promote', 'production', 'mfe-dataroom', '0.2.0+bbb2222'], io)).toBe(0);
  expect(await runCli(['rollback', 'production', 'mfe-dataroom'], io)).toBe(0);
  expect(out).toContain('production: mfe-dataroom 0.2.0+bbb2222 → 0.1.0+bbb1111 (rollback, revision 4, by ana@example.com)');
  out = [];
  expect(await runCli(['status', 'production'], io)).toBe(0);
  expect(out[0]).toBe(`production (revision 4, folder ${dir}):`);
  expect(out.find((line) => line.includes('mfe-dataroom ') && line.includes('by ana@example.com'))).toContain('0.1.0+bbb1111');
  expect(out.filter((line) => line.startsWith('  #'))).toHaveLength(4);
});

it('refuses an incompatible release with exit code 1 and the mismatch, and says what else went wrong', async () => {
  await runCli(['promote', 'production', 'shell', '0.1.0+aaa1111'], io);
  await publish(
    store,
    remoteContract('mfe-dataroom', '1.4.0+ccc4444', { shared: [need('@mui/material/Button/Button.mjs', '^10.1.0', true)] }),
  );
  expect(await runCli(['promote', 'production', 'mfe-dataroom', '1.4.0+ccc4444'], io)).toBe(1);
  expect(errors.join('\n')).toContain(
    "✕ mfe-dataroom 1.4.0+ccc4444 needs @mui/material ^10.1.0 from the shell; production's shell 0.1.0+aaa1111 offers 9.5.0",
  );
  expect(await runCli(['promote', 'production', 'mfe-nothing', '1.0.0+a'], io)).toBe(1);
  expect(await runCli(['promote', 'production', 'mfe-dataroom', 'latest'], io)).toBe(1);
  expect(await runCli(['frobnicate'], io)).toBe(2);
  expect((await readEnvironment(store, 'production'))?.revision).toBe(1);
});

it('serializes promotions run by separate processes at once', async () => {
  const areas = ['mfe-admin', 'mfe-discovery', 'mfe-profiles'] as const;
  for (const area of areas) await publish(store, remoteContract(area, '0.1.0+ddd1111'));
  const bin = path.join(root, 'packages/release/bin/fundnet-release.mjs');
  const run = (area: string, version: string) =>
    new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [bin, 'promote', 'production', area, version], {
        cwd: root,
        env: process.env,
        stdio: 'ignore',
      });
      child.on('exit', resolve);
    });
  const codes = await Promise.all([
    run('shell', '0.1.0+aaa1111'),
    run('mfe-dataroom', '0.1.0+bbb1111'),
    ...areas.map((area) => run(area, '0.1.0+ddd1111')),
  ]);
  expect(codes).toEqual([0, 0, 0, 0, 0]);
  const document = (await readEnvironment(store, 'production'))!;
  expect(document.history.map((entry) => entry.revision)).toEqual([1, 2, 3, 4, 5]);
  expect(Object.keys(document.areas).sort()).toEqual(['mfe-admin', 'mfe-dataroom', 'mfe-discovery', 'mfe-profiles', 'shell']);
}, 60_000);
