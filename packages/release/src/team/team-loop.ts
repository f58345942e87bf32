import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  federationNameOf,
  openReleaseStorage,
  type ReleaseArea,
  readEnvironment,
  releaseAreas,
  releaseStoreLocation,
  s3Account,
} from '@fundnet/server/releases';
import { type AreaOwnership, areaOwnership, readOwners } from './owners';
import { serveBuild } from './serve-build';

export const teamSteps = ['unit', 'stories', 'journeys'] as const;
export type TeamStep = (typeof teamSteps)[number];

export interface TeamLoopOptions {
  root: string;
  area: ReleaseArea;
  /** The release environment whose shell and other areas the journeys run in. */
  environment: string;
  steps: readonly TeamStep[];
  /** Where the area's local build is served for the override (a developer's machine: localhost). */
  remotePort: number;
  /** The API serving the environment for the journeys. */
  serverPort: number;
  log(line: string): void;
}

export interface StepResult {
  step: TeamStep;
  ok: boolean;
  seconds: number;
  detail: string;
}

export class TeamLoopError extends Error {}

/**
 * A team's own loop (issue 32.5, ADR 0075): the area's unit tests, its stories in Chromium (a Storybook of its stories
 * alone) and its own journeys (OWNERS.json) in Chromium against the released shell, with the area overridden to a
 * build of the developer's working tree. Every step runs even when one before it fails, each timed.
 */
export async function runTeamLoop(options: TeamLoopOptions): Promise<StepResult[]> {
  const ownership = areaOwnership(readOwners(options.root), options.area);
  const results: StepResult[] = [];
  for (const step of options.steps) {
    const started = Date.now();
    options.log(`\n── ${step}: ${describeStep(step, options, ownership)}`);
    let outcome: { ok: boolean; detail: string };
    try {
      outcome = await stepRunners[step](options, ownership);
    } catch (error) {
      outcome = { ok: false, detail: error instanceof TeamLoopError ? error.message : String((error as Error)?.stack ?? error) };
    }
    const seconds = (Date.now() - started) / 1000;
    results.push({ step, seconds, ...outcome });
    options.log(
      `── ${step}: ${outcome.ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s${outcome.detail ? ` (${outcome.detail})` : ''}`,
    );
  }
  return results;
}

function describeStep(step: TeamStep, options: TeamLoopOptions, ownership: AreaOwnership): string {
  if (step === 'unit') return `Jest over ${options.area}/`;
  if (step === 'stories') return `the stories of ${ownership.stories} built alone and checked in Chromium`;
  return `${ownership.journeys.join(', ') || 'no journeys'} against ${options.environment}'s release, ${options.area} from this tree`;
}

const stepRunners: Record<TeamStep, (options: TeamLoopOptions, ownership: AreaOwnership) => Promise<{ ok: boolean; detail: string }>> = {
  unit: async ({ root, area }) => {
    const code = await run('pnpm', ['exec', 'jest', '--projects', area], { cwd: root });
    return { ok: code === 0, detail: code === 0 ? '' : `jest exited ${code}` };
  },

  stories: async ({ root }, ownership) => {
    const out = await mkdtemp(path.join(tmpdir(), 'fundnet-team-storybook-'));
    try {
      const built = await run(
        'pnpm',
        ['--filter', '@fundnet/storybook', 'exec', 'storybook', 'build', '--disable-telemetry', '--quiet', '-o', out],
        {
          cwd: root,
          env: { STORYBOOK_AREA_STORIES: ownership.stories },
        },
      );
      if (built !== 0) return { ok: false, detail: `the Storybook build exited ${built}` };
      const code = await run('pnpm', ['--filter', '@fundnet/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.stories.config.ts'], {
        cwd: root,
        env: {
          STORYBOOK_STATIC: out,
          STORYBOOK_AREA_STORIES: ownership.stories,
          STORIES_PORT: '4191',
          E2E_REPORT: path.join(out, 'report.json'),
        },
      });
      return { ok: code === 0, detail: code === 0 ? '' : `playwright exited ${code}` };
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  },

  journeys: async (options, ownership) => {
    if (ownership.journeys.length === 0) return { ok: true, detail: 'OWNERS.json lists no journeys for this area' };
    if (options.area === 'shell')
      throw new TeamLoopError('the shell is not a remote: its journeys run with `npm test` (nothing to override)');
    await assertEnvironmentServes(options);
    const { buildArea } = await import('../build');
    options.log(`Building ${options.area} from this tree…`);
    const built = await buildArea(options.root, options.area);
    options.log(`  built in ${built.seconds.toFixed(1)} s`);
    const served = await serveBuild(built.distDir, options.remotePort);
    const manifestUrl = `${served.url}mf-manifest.json`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fundnet-team-data-'));
    let server: ChildProcess | undefined;
    try {
      const baseUrl = `http://localhost:${options.serverPort}`;
      server = await startServer(options, dataDir);
      options.log(`  ${options.environment} served at ${baseUrl}; ${federationNameOf(options.area)} overridden to ${manifestUrl}`);
      // What a developer's browser keeps after ?override=… (shell/src/root-config/remote-overrides.ts), for every page.
      const storageState = path.join(dataDir, 'override-state.json');
      await writeFile(
        storageState,
        JSON.stringify({
          cookies: [],
          origins: [
            {
              origin: baseUrl,
              localStorage: [
                { name: 'fundnet:remote-overrides', value: JSON.stringify({ [federationNameOf(options.area)]: manifestUrl }) },
              ],
            },
          ],
        }),
      );
      const code = await run(
        'pnpm',
        [
          '--filter',
          '@fundnet/e2e',
          'exec',
          'playwright',
          'test',
          ...ownership.journeys.map((j) => path.relative('e2e', j)),
          // After the files: Playwright's `--project` takes every argument after it as a project's name.
          '--project=journeys',
        ],
        {
          cwd: options.root,
          env: {
            E2E_BASE_URL: baseUrl,
            E2E_DATA_DIR: dataDir,
            E2E_STORAGE_STATE: storageState,
            E2E_REPORT: path.join(dataDir, 'report.json'),
          },
        },
      );
      // The override must really have been used: journeys that pass on the environment's own remote prove nothing here.
      const manifestLoads = served.requests.get('/mf-manifest.json') ?? 0;
      if (code === 0 && manifestLoads === 0) {
        return { ok: false, detail: `the journeys passed but never loaded ${manifestUrl}: the override was not applied` };
      }
      const loads = `${manifestLoads} page loads of the local build, ${served.requests.size} of its files`;
      return { ok: code === 0, detail: code === 0 ? loads : `playwright exited ${code}; ${loads}` };
    } finally {
      // Stopped, not only signalled, before its database folder goes.
      if (server) await stopServer(server);
      await served.close();
      await rm(built.dir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

/** Where the release tool keeps releases (RELEASE_STORE, else the repository's .data/releases), as the server reads it. */
function releaseStore(root: string): string {
  return process.env.RELEASE_STORE ?? path.join(root, '.data', 'releases');
}

/** The journeys need the environment's shell (with override support) and the other areas they pass through. */
async function assertEnvironmentServes({ root, environment, area, log }: TeamLoopOptions) {
  const location = releaseStoreLocation(process.env.RELEASE_STORE, { dataDir: path.join(root, '.data'), s3: s3Account(process.env) });
  const document = await readEnvironment(openReleaseStorage(location), environment);
  if (!document?.areas.shell) {
    throw new TeamLoopError(
      `${environment} runs no shell in ${releaseStore(root)}: release and promote one first (pnpm release shell; pnpm release:promote ${environment} shell <version>), or name another environment with --env`,
    );
  }
  const missing = releaseAreas.filter((a) => a !== 'shell' && a !== area && !document.areas[a]);
  log(
    `  ${environment}: shell ${document.areas.shell.version}${missing.length ? `; not promoted there: ${missing.join(', ')} (their pages show their error panel)` : ''}`,
  );
}

async function startServer({ root, environment, serverPort }: TeamLoopOptions, dataDir: string): Promise<ChildProcess> {
  const child = spawn('pnpm', ['--filter', '@fundnet/server', 'start'], {
    cwd: root,
    // Its own process group: pnpm starts tsx, which starts node; stopping the group stops them all.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      FUNDNET_DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      WEB_RELEASE_ENV: environment,
      RELEASE_STORE: releaseStore(root),
      // The allow flag a deployed environment would need too; here the developer's machine only.
      WEB_REMOTE_OVERRIDES: 'localhost',
      APP_URL: `http://localhost:${serverPort}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new TeamLoopError(`the server exited ${child.exitCode} before answering`);
    const healthy = await fetch(`http://127.0.0.1:${serverPort}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(child);
  throw new TeamLoopError('the server did not answer /api/health within 120 s');
}

/** Stops the server's process group and waits for it to exit (10 s, then SIGKILL): the server shuts down gracefully. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function run(command: string, args: string[], { cwd, env = {} }: { cwd: string; env?: Record<string, string> }): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
