import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import {
  findRepoRoot,
  isReleaseArea,
  parseReleaseVersion,
  type ReleaseArea,
  releaseAreas,
  releasePrefix,
  releaseStoreLocation,
  s3Account,
} from '@fundnet/server/releases';
import { BUILD_STAMP_FILE, type BuildStamp, buildInputsOf, stampMismatch } from '@fundnet/mf-config/build-stamp';
import { reviewCommand, reviewUsage } from './review/command';
import { knownEnvironments, PromotionRefused, promote, ReleaseError, rollback, showEnvironment } from './environment';
import { formatHistory } from './history';
import { assertUnreleased, publishRelease } from './release';
import { reviewRequiredEnvironments } from './review/gate';
import { formatReview } from './review/record';
import { openReleaseStore } from './store';

const usage = `Usage (from the repository root):
  pnpm release <area> [--allow-dirty]                 build one area alone and store it as <package version>+<commit>
  pnpm release <area> --from-dist                     store <area>/dist instead, if it was built from this tree's commit
  pnpm release:promote <env> <area> <version> [--force]   point <env>'s <area> at a released version (contracts checked)
  pnpm release:rollback <env> <area> [--force]        return <env>'s <area> to the version before its current one
  pnpm release:status <env> [<area>]                  what <env> runs, and its history
${reviewUsage}
Areas: ${releaseAreas.join(', ')}. Environments: ${knownEnvironments.join(', ')} (any name a-z0-9- works).
Store: RELEASE_STORE (a folder, default .data/releases; or s3://<bucket> with the S3_* settings).`;

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Who changes an environment: RELEASE_ACTOR (CI sets it), else git's user, else the login name. */
function actor(root: string): string {
  if (process.env.RELEASE_ACTOR) return process.env.RELEASE_ACTOR;
  try {
    const email = git(root, 'config', 'user.email');
    if (email) return email;
  } catch {
    // no git identity
  }
  return userInfo().username;
}

function areaArgument(value: string | undefined): ReleaseArea {
  if (!value || !isReleaseArea(value)) throw new ReleaseError(`name an area: ${releaseAreas.join(', ')}`);
  return value;
}

interface BuiltFiles {
  distDir: string;
  sourceMapDir: string;
  rendererFile?: string;
  builtAt: string;
  seconds: number;
  cleanUp(): Promise<void>;
}

/** A build of its own, in a temporary folder (the area's dist/, which `npm start` serves, is left alone). */
async function buildAlone(root: string, area: ReleaseArea, version: string, log: (line: string) => void): Promise<BuiltFiles> {
  log(`Building ${area} ${version} alone…`);
  // webpack and the apps' configs load only for a release: promote and rollback start in a moment.
  const { buildArea } = await import('./build');
  const started = new Date().toISOString();
  const built = await buildArea(root, area);
  return { ...built, builtAt: started, cleanUp: () => rm(built.dir, { recursive: true, force: true }) };
}

/**
 * `--from-dist`: the area's dist/ as the test suite (or `pnpm build`) made it, with no second build, only if its
 * build stamp says it was built from the git objects HEAD has for everything the area is built from, with no
 * uncommitted change then or now (mf-config's build-stamp.ts): otherwise the release would name a commit whose build
 * it is not.
 */
function builtDist(root: string, area: ReleaseArea): BuiltFiles {
  const distDir = path.join(root, area, 'dist');
  const stampFile = path.join(distDir, BUILD_STAMP_FILE);
  const stamp = existsSync(stampFile) ? (JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp) : null;
  const mismatch = stampMismatch(stamp, root, area);
  if (mismatch || !stamp) {
    throw new ReleaseError(`--from-dist refused: ${mismatch}\nBuild it (pnpm --filter ./${area} build), or release without --from-dist.`);
  }
  // Its own files are not the store's: nothing to remove afterwards.
  const rendererFile = path.join(root, area, 'prerender-build/render-start-pages.cjs');
  return {
    distDir,
    sourceMapDir: path.join(root, area, 'sourcemaps'),
    rendererFile: existsSync(rendererFile) ? rendererFile : undefined,
    builtAt: stamp.builtAt,
    seconds: 0,
    cleanUp: async () => {},
  };
}

async function main(argv: string[], log: (line: string) => void): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const [command, ...args] = argv.filter((a) => !a.startsWith('--'));
  const root = findRepoRoot();
  const location = releaseStoreLocation(process.env.RELEASE_STORE, { dataDir: path.join(root, '.data'), s3: s3Account(process.env) });
  const store = openReleaseStore(location);

  // A review's decision carries its text after its flag: it reads its own arguments (review/command.ts).
  if (argv[0] === 'review') return reviewCommand(argv.slice(1), { store, location, by: actor(root), log });

  if (command === 'release') {
    const area = areaArgument(args[0]);
    const fromDist = flags.has('--from-dist');
    // A release names the commit it was built from: a build of uncommitted changes could not be rebuilt or reviewed.
    const dirty = git(root, 'status', '--porcelain', '--', ...buildInputsOf(area));
    if (dirty && (fromDist || !flags.has('--allow-dirty'))) {
      throw new ReleaseError(
        fromDist
          ? `uncommitted changes in what ${area} is built from:\n${dirty}\n--from-dist releases a build of a commit: commit them, build, then release.`
          : `uncommitted changes in what ${area} is built from:\n${dirty}\nCommit them, or pass --allow-dirty (the version is marked .dirty).`,
      );
    }
    const packageVersion = (JSON.parse(readFileSync(path.join(root, area, 'package.json'), 'utf8')) as { version: string }).version;
    const commit = git(root, 'rev-parse', '--short=7', 'HEAD');
    const version = `${packageVersion}+${commit}${dirty ? '.dirty' : ''}`;
    await assertUnreleased(store, area, version); // before a build of a minute, not after
    const { buildStorybook } = await import('./storybook');
    const started = Date.now();
    // The area's Storybook (issue 32.6) builds beside the app, on the other core; --no-storybook skips it (such a
    // release cannot be reviewed, so environments that require reviews refuse it).
    const storybookDir = flags.has('--no-storybook') ? undefined : await mkdtemp(path.join(tmpdir(), `fundnet-storybook-${area}-`));
    const [app, stories] = await Promise.allSettled([
      fromDist ? Promise.resolve().then(() => builtDist(root, area)) : buildAlone(root, area, version, log),
      storybookDir ? buildStorybook(root, area, storybookDir) : Promise.resolve(undefined),
    ]);
    if (app.status === 'rejected' || stories.status === 'rejected') {
      if (app.status === 'fulfilled') await app.value.cleanUp();
      if (storybookDir) await rm(storybookDir, { recursive: true, force: true });
      throw app.status === 'rejected' ? app.reason : (stories as PromiseRejectedResult).reason;
    }
    const built = app.value;
    const storybook = stories.value;
    const bothSeconds = (Date.now() - started) / 1000;
    const { contractOfBuild } = await import('./build');
    let info: Awaited<ReturnType<typeof publishRelease>>;
    let contract: Awaited<ReturnType<typeof contractOfBuild>>;
    try {
      contract = await contractOfBuild(root, area, version, built.distDir);
      info = await publishRelease(store, {
        area,
        version,
        distDir: built.distDir,
        sourceMapDir: built.sourceMapDir,
        rendererFile: built.rendererFile,
        storybookDir: storybook?.dir,
        contract,
        info: { packageVersion, commit, builtAt: built.builtAt, builtBy: actor(root), buildSeconds: built.seconds },
      });
    } finally {
      await built.cleanUp();
      if (storybook) await rm(storybook.dir, { recursive: true, force: true });
    }
    const bytes = info.files.reduce((sum, f) => sum + f.bytes, 0);
    log(`Released ${area} ${version} to ${store.description}`);
    log(
      `  ${info.files.length} files, ${(bytes / 1024).toFixed(0)} KB, ${fromDist ? `from ${area}/dist (built ${built.builtAt})` : `built in ${built.seconds.toFixed(1)} s`}`,
    );
    log(
      storybook
        ? `  its Storybook: ${storybook.stories} stories, built in ${storybook.seconds.toFixed(1)} s (both, side by side: ${bothSeconds.toFixed(1)} s), /${releasePrefix(area, version)}/storybook/`
        : '  no Storybook (--no-storybook): it cannot be reviewed',
    );
    if (contract.kind === 'remote') {
      log(`  exposes ${contract.exposes.map((e) => e.name).join(', ')}`);
      log(
        `  needs ${contract.needs.shared.length} shared modules${contract.needs.parcels.length ? `, parcels ${contract.needs.parcels.join(', ')}` : ''}`,
      );
    } else {
      log(`  offers ${Object.keys(contract.offers.shared).length} shared modules; mounts ${contract.mounts.join(', ')}`);
    }
    log(
      storybook
        ? `Next: pnpm release:review <env> ${area} ${version} (designers compare it with what <env> runs), then pnpm release:promote <env> ${area} ${version}`
        : `Next: pnpm release:promote <env> ${area} ${version}`,
    );
    return 0;
  }

  if (command === 'promote' || command === 'rollback') {
    const [environment, areaName, versionText] = args;
    if (!environment) throw new ReleaseError('name an environment');
    const area = areaArgument(areaName);
    const options = {
      store,
      environment,
      area,
      by: actor(root),
      force: flags.has('--force'),
      reviewRequiredIn: reviewRequiredEnvironments(process.env.RELEASE_REVIEW_REQUIRED),
    };
    let result: Awaited<ReturnType<typeof promote>>;
    if (command === 'promote') {
      const version = versionText && parseReleaseVersion(versionText);
      if (!version) throw new ReleaseError(`name a released version of ${area}, e.g. 0.1.0+ab12cd3`);
      result = await promote({ ...options, version });
    } else {
      result = await rollback(options);
    }
    const { entry, check } = result;
    for (const note of check.notes) log(`  note: ${note}`);
    if (entry.forced) for (const problem of entry.problems ?? []) log(`  FORCED past: ${problem}`);
    if (entry.review) log(`  review: ${formatReview(entry.review)}`);
    log(`${environment}: ${area} ${entry.from ?? '(none)'} → ${entry.to} (${command}, revision ${entry.revision}, by ${entry.by})`);
    log('Live on the next page load.');
    return 0;
  }

  if (command === 'status') {
    const [environment, areaName] = args;
    if (!environment) throw new ReleaseError('name an environment');
    const document = await showEnvironment(store, environment);
    log(`${environment} (revision ${document.revision}, ${store.description}):`);
    for (const area of releaseAreas) {
      const promoted = document.areas[area];
      log(
        `  ${area.padEnd(16)} ${promoted ? `${promoted.version}  ${promoted.promotedAt} by ${promoted.promotedBy}${promoted.forced ? ' (forced)' : ''}` : '-'}`,
      );
    }
    log('History:');
    for (const line of formatHistory(document, areaName && isReleaseArea(areaName) ? areaName : undefined)) log(`  ${line}`);
    return 0;
  }
  log(usage);
  return command && command !== 'help' ? 2 : 0;
}

/**
 * The release tool's commands (`pnpm release`, `release:promote`, `release:rollback`, `release:status`; cli.ts runs
 * them): returns the exit code; a refusal or a mistake is printed as its message, anything else with its stack.
 */
export async function runCli(argv: string[], io: { log(line: string): void; error(line: unknown): void } = console): Promise<number> {
  try {
    return await main(argv, (line) => io.log(line));
  } catch (error) {
    io.error(error instanceof PromotionRefused || error instanceof ReleaseError ? error.message : error);
    return 1;
  }
}
