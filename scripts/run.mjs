#!/usr/bin/env node
// The two commands of the README quick start go through here: `npm start` and `npm test`.
// It needs only Node (20 or 24) and npm: it installs pnpm if missing, installs the workspace, then runs the task.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// When the run began (CI's .ci/run sets it first): the test suite's timing table counts the set-up before its steps.
process.env.FUNDNET_RUN_STARTED_AT ??= String(Date.now());
const PNPM_VERSION = '12.21.0';
const task = process.argv[2] ?? 'start';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: false,
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

function pnpmCommand() {
  if (spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0) return ['pnpm'];
  console.log(`pnpm not found: installing pnpm@${PNPM_VERSION} with npm`);
  if (run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]) === 0 && spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0) {
    return ['pnpm'];
  }
  // No permission for a global install: run pnpm through npx instead.
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

const pnpm = pnpmCommand();
const pnpmRun = (args, options) => run(pnpm[0], [...pnpm.slice(1), ...args], options);

function install() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const upToDate = existsSync(marker) && readFileSync(marker, 'utf8').length > 0 && process.env.CI !== 'true';
  const status = pnpmRun(['install', ...(existsSync(lock) ? ['--frozen-lockfile'] : []), ...(upToDate ? ['--prefer-offline'] : [])]);
  if (status !== 0) process.exit(status);
}

install();

if (task === 'start' || task === 'dev') {
  process.exit(pnpmRun(['exec', 'node', 'scripts/start.mjs', task]));
}
if (task === 'test') {
  process.exit(pnpmRun(['exec', 'node', 'scripts/test-all.mjs', ...process.argv.slice(3)]));
}
if (task === 'bench') {
  process.exit(pnpmRun(['exec', 'node', 'scripts/bench.mjs', ...process.argv.slice(3)]));
}
console.error(`unknown task ${task}`);
process.exit(2);
