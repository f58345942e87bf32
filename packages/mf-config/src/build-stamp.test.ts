import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStampOf, stampMismatch } from './build-stamp';

// A real git repository shaped like ours: what decides whether `pnpm release --from-dist` may label a dist with HEAD.
let root: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const commitAll = (message: string) => {
  git('add', '-A');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', message);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fundnet-stamp-'));
  git('init', '-q');
  write('mfe-feed/src/index.ts', 'export const title = "Feed";\n');
  write('packages/design-system/src/index.ts', 'export {};\n');
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('README.md', '# readme\n');
  commitAll('first');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('accepts a dist built from the inputs HEAD has, even after commits to files the area does not read', () => {
  const stamp = buildStampOf(path.join(root, 'mfe-feed'));
  expect(stamp).toMatchObject({ area: 'mfe-feed', dirty: false, commit: git('rev-parse', 'HEAD').trim() });
  expect(stampMismatch(stamp, root, 'mfe-feed')).toBeNull();
  write('README.md', '# readme, edited\n');
  commitAll('docs only');
  expect(stampMismatch(stamp, root, 'mfe-feed')).toBeNull();
});

it('refuses a dist once the area or a package it builds from changed, committed or not', () => {
  const stamp = buildStampOf(path.join(root, 'mfe-feed'));
  write('mfe-feed/src/index.ts', 'export const title = "News";\n');
  expect(stampMismatch(stamp, root, 'mfe-feed')).toMatch(/^mfe-feed has uncommitted changes now/);
  commitAll('new title');
  expect(stampMismatch(stamp, root, 'mfe-feed')).toMatch(/since then mfe-feed changed .*build it again/);
  const next = buildStampOf(path.join(root, 'mfe-feed'));
  write('packages/design-system/src/index.ts', 'export const x = 1;\n');
  commitAll('design system');
  expect(stampMismatch(next, root, 'mfe-feed')).toMatch(/since then packages changed/);
});

it('refuses a dist built with uncommitted changes, a missing stamp and another area’s stamp', () => {
  write('mfe-feed/src/index.ts', 'export const title = "Draft";\n');
  const stamp = buildStampOf(path.join(root, 'mfe-feed'));
  expect(stamp.dirty).toBe(true);
  git('checkout', '--', 'mfe-feed');
  expect(stampMismatch(stamp, root, 'mfe-feed')).toMatch(/built with uncommitted changes/);
  expect(stampMismatch(null, root, 'mfe-feed')).toMatch(/has no build-stamp.json/);
  expect(stampMismatch({ ...stamp, dirty: false }, root, 'shell')).toBe('shell/dist was built for mfe-feed');
});
