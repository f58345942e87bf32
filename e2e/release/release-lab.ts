import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// What the release test (release.spec.ts) does as a team would: the release tool's commands in a checkout, a git
// worktree of the current commit where a change is committed and released, and the real server serving a throwaway
// environment of a throwaway store. No stand-in: every release, promotion and page below is the product's own.

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface CommandResult {
  code: number;
  output: string;
}

/** Runs a command to its end, with its output (stdout and stderr together) for the assertion or the failure message. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Like run, but a failure throws with the command's output. */
export async function mustRun(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${options.cwd}) exited ${result.code}:\n${result.output}`);
  return result.output;
}

/** The release tool of one checkout (`pnpm release …` is this script), against one store, as one actor. */
export function releaseTool(store: string) {
  const env = { RELEASE_STORE: store, RELEASE_ACTOR: 'release-e2e@fundnet.test' };
  const tool = (checkout: string, args: string[]) =>
    run(process.execPath, [path.join(checkout, 'packages/release/bin/fundnet-release.mjs'), ...args], { cwd: checkout, env });
  return {
    tool,
    /** `pnpm release <area> --from-dist` in `checkout`: the version it stored. */
    async releaseFromDist(checkout: string, area: string): Promise<string> {
      // No Storybook: the journey tests the app's release; a Storybook would take a minute and more per area.
      const { code, output } = await tool(checkout, ['release', area, '--from-dist', '--no-storybook']);
      const version = output.match(new RegExp(`Released ${area} (\\S+) to`))?.[1];
      if (code !== 0 || !version) throw new Error(`pnpm release ${area} --from-dist failed in ${checkout}:\n${output}`);
      return version;
    },
    async promote(environment: string, area: string, version: string, ...flags: string[]): Promise<CommandResult> {
      return tool(repoRoot, ['promote', environment, area, version, ...flags]);
    },
    async rollback(environment: string, area: string): Promise<CommandResult> {
      return tool(repoRoot, ['rollback', environment, area]);
    },
  };
}

/** Uncommitted changes in what an area is built from: its dist cannot be released as a commit's build. */
export function uncommittedInputs(area: string): string {
  const inputs = [area, 'packages', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'patches', 'tsconfig.base.json'];
  return execFileSync('git', ['status', '--porcelain', '--', ...inputs], { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/**
 * A git worktree of the current commit with its own install (offline, from the store the checkout was installed
 * from): a team's checkout where a change is made, committed and released like any other.
 */
export async function worktreeOfHead(dir: string) {
  await mustRun('git', ['worktree', 'add', '--detach', dir, 'HEAD'], { cwd: repoRoot });
  await mustRun('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: dir, env: { CI: 'true' } });
  const git = (...args: string[]) =>
    mustRun('git', ['-c', 'user.email=release-e2e@fundnet.test', '-c', 'user.name=release e2e', ...args], { cwd: dir });
  return {
    dir,
    /** Replaces `from` with `to` in a file (it must be there: a test of a text nobody shows proves nothing). */
    edit(file: string, from: string | RegExp, to: string) {
      const full = path.join(dir, file);
      const text = readFileSync(full, 'utf8');
      const next = text.replace(from, to);
      if (next === text) throw new Error(`${file} has no ${from}`);
      writeFileSync(full, next);
    },
    commit: async (message: string) => {
      await git('commit', '--no-verify', '-qam', message);
    },
    /** The apps built for production in one webpack process, as the suite builds (each dist gets its build stamp). */
    build: (...apps: string[]) => mustRun(process.execPath, ['packages/mf-config/bin/fundnet-build-apps.mjs', ...apps], { cwd: dir }),
    remove: () => run('git', ['worktree', 'remove', '--force', dir], { cwd: repoRoot }),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real API serving one environment of the store (`WEB_RELEASE_ENV`, `RELEASE_STORE`: README "Serving an
 * environment") on a fresh embedded database, started once: every promotion below is seen without a restart.
 */
export async function serveEnvironment({
  environment,
  store,
  port,
  log,
}: {
  environment: string;
  store: string;
  port: number;
  log: string;
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fundnet-release-e2e-data-'));
  mkdirSync(path.dirname(log), { recursive: true });
  const out = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    FUNDNET_DATA_DIR: dataDir,
    WEB_RELEASE_ENV: environment,
    RELEASE_STORE: store,
    APP_URL: `http://localhost:${port}`,
    // Its log is this file's only use: what it did is what a failure needs.
    LOG_LEVEL: 'info',
  };
  // The embedded database (as `npm start`), whatever the run's own server uses.
  delete env.DATABASE_URL;
  delete env.WEB_ROOT;
  const child: ChildProcess = spawn('pnpm', ['--filter', '@fundnet/server', 'start'], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    detached: true,
    env,
  });
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-(child.pid as number), 'SIGTERM'); // the group: pnpm, tsx and the PGlite worker
      } catch {
        // gone already
      }
      for (let i = 0; i < 50 && child.exitCode === null; i++) await wait(100);
    }
    closeSync(out);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to four minutes: a loaded CI machine starts it far slower than a quiet one.
  for (let i = 0; i < 960 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        return { baseUrl: `http://localhost:${port}`, pid: child.pid, running: () => child.exitCode === null, stop };
      }
    } catch {
      // not up yet
    }
    await wait(250);
  }
  await stop();
  throw new Error(`the release environment's server did not start (see ${log})`);
}
