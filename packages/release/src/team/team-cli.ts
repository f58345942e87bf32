import { rm } from 'node:fs/promises';
import { federationNameOf, findRepoRoot, isReleaseArea, type ReleaseArea, releaseAreas } from '@fundnet/server/releases';
import { serveBuild } from './serve-build';
import { runTeamLoop, type TeamStep, teamSteps } from './team-loop';

const usage = `Usage (from the repository root):
  pnpm area:check <area> [--env <environment>] [--only unit,stories,journeys] [--remote-port 3005] [--port 4300]
  pnpm area:check <area> --serve [--remote-port 3005]   build <area> from this tree and serve it for ?override= until Ctrl-C
Runs <area>'s unit tests, its stories in Chromium and its own journeys (OWNERS.json) against <environment>'s released
shell (default production), with <area> overridden to a build of this working tree served at http://localhost:<remote-port>.
Areas: ${releaseAreas.join(', ')}.`;

/** `pnpm area:check <area>` (issue 32.5, ADR 0075): returns the exit code; prints each step's time and a summary. */
export async function runTeamCli(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const area = argv.find((a) => !a.startsWith('--') && !isFlagValue(argv, a));
  if (!area || !isReleaseArea(area)) {
    log(usage);
    return area ? 2 : 0;
  }
  if (argv.includes('--serve') && area !== 'shell') return serveArea(area, Number(flag(argv, '--remote-port') ?? 3005), log);
  const only = flag(argv, '--only')?.split(',');
  const unknown = only?.filter((s) => !(teamSteps as readonly string[]).includes(s)) ?? [];
  if (unknown.length > 0) {
    log(`Unknown step ${unknown.join(', ')}: the steps are ${teamSteps.join(', ')}`);
    return 2;
  }
  const started = Date.now();
  const results = await runTeamLoop({
    root: findRepoRoot(),
    area,
    environment: flag(argv, '--env') ?? 'production',
    steps: (only as TeamStep[] | undefined) ?? teamSteps,
    remotePort: Number(flag(argv, '--remote-port') ?? 3005),
    serverPort: Number(flag(argv, '--port') ?? 4300),
    log,
  });
  log(`\n${area}'s loop:`);
  for (const r of results)
    log(`  ${r.ok ? '✓' : '✕'} ${r.step.padEnd(9)} ${r.seconds.toFixed(1).padStart(6)} s${r.detail ? `  ${r.detail}` : ''}`);
  const failed = results.filter((r) => !r.ok).length;
  log(`${failed ? `${failed} failed` : 'All passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failed ? 1 : 0;
}

/** The area's production build served with CORS, for a remote override in any running shell that allows localhost. */
async function serveArea(area: Exclude<ReleaseArea, 'shell'>, port: number, log: (line: string) => void): Promise<number> {
  const { buildArea } = await import('../build');
  log(`Building ${area} from this tree…`);
  const built = await buildArea(findRepoRoot(), area);
  const served = await serveBuild(built.distDir, port);
  const manifest = `${served.url}mf-manifest.json`;
  log(`Serving ${area} (built in ${built.seconds.toFixed(1)} s) at ${manifest}`);
  log(`Open a shell that allows overrides with ?override=${federationNameOf(area)}=${manifest}`);
  log('Ctrl-C stops (rebuild: run this again).');
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  await served.close();
  await rm(built.dir, { recursive: true, force: true });
  return 0;
}

function flag(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

function isFlagValue(argv: string[], value: string): boolean {
  const index = argv.indexOf(value);
  return index > 0 && (argv[index - 1]?.startsWith('--') ?? false);
}
