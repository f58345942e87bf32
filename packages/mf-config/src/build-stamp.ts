import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { brotliQuality } from './brotli-quality';

/**
 * What a production build was made from (issue 32: `pnpm release <area> --from-dist`). Every production build writes
 * `build-stamp.json` into its dist/, so the release tool can store a dist the test suite already built instead of
 * building it again, and refuse one that was not built from the tree it would label it with.
 *
 * The stamp names the git object of each input the build reads (the area's folder, `packages/`, the lockfile, …, the
 * same list the release tool's uncommitted-changes check uses) and whether any of them had uncommitted changes. Two
 * builds from the same input trees are the same build, so a dist stamped clean with the trees HEAD has now is what a
 * release build of HEAD would make, even if HEAD moved on in files the area does not read (the README, e2e/).
 */
export interface BuildStamp {
  schema: 'fundnet.build-stamp/1';
  area: string;
  /** HEAD when the build ran (null: not built in a git checkout). */
  commit: string | null;
  /** Each input path → its git object id at `commit` ("absent" when the path is not in that commit). */
  inputs: Record<string, string>;
  /** Some input had uncommitted changes: the build is of no commit. */
  dirty: boolean;
  builtAt: string;
  /**
   * The Brotli quality of its `.br` copies (the suite builds at 7): `npm start` and the benchmarks rebuild a build made
   * at a lower quality than theirs (scripts/web-apps.mjs), so they never measure the suite's bytes. Absent in stamps
   * written before it was recorded.
   */
  brotliQuality?: number;
}

export const BUILD_STAMP_FILE = 'build-stamp.json';

/** What an area's build reads from the repository, besides node_modules (which the lockfile decides). */
export function buildInputsOf(area: string): string[] {
  return [area, 'packages', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'patches', 'tsconfig.base.json'];
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The git object of each input at HEAD, and which inputs have uncommitted changes (as `git status --porcelain`). */
export function inputsAtHead(root: string, area: string): { commit: string; inputs: Record<string, string>; changes: string } {
  const commit = git(root, 'rev-parse', 'HEAD');
  const paths = buildInputsOf(area);
  const inputs: Record<string, string> = {};
  for (const input of paths) {
    try {
      inputs[input] = git(root, 'rev-parse', `HEAD:${input}`);
    } catch {
      inputs[input] = 'absent';
    }
  }
  return { commit, inputs, changes: git(root, 'status', '--porcelain', '--', ...paths) };
}

/** The stamp of a build of the app in `appDir` starting now. */
export function buildStampOf(appDir: string): BuildStamp {
  const area = path.basename(appDir);
  const builtAt = new Date().toISOString();
  try {
    const root = git(appDir, 'rev-parse', '--show-toplevel');
    const { commit, inputs, changes } = inputsAtHead(root, area);
    return { schema: 'fundnet.build-stamp/1', area, commit, inputs, dirty: changes !== '', builtAt, brotliQuality: brotliQuality() };
  } catch {
    // Not a git checkout (an exported tree): nothing names what the build was made from.
    return { schema: 'fundnet.build-stamp/1', area, commit: null, inputs: {}, dirty: true, builtAt, brotliQuality: brotliQuality() };
  }
}

/**
 * Why `stamp` is not a build of the tree at `root` as it is now, or null when it is: built from the same git objects
 * of every input, with no uncommitted change then or now.
 */
export function stampMismatch(stamp: BuildStamp | null, root: string, area: string): string | null {
  if (stamp?.schema !== 'fundnet.build-stamp/1') return `${area}/dist has no ${BUILD_STAMP_FILE}: it was not built by this tree's build`;
  if (stamp.area !== area) return `${area}/dist was built for ${stamp.area}`;
  if (!stamp.commit) return `${area}/dist was built outside a git checkout: nothing says which sources it holds`;
  if (stamp.dirty) return `${area}/dist was built with uncommitted changes (at ${stamp.commit.slice(0, 7)}): they are in no commit`;
  const now = inputsAtHead(root, area);
  if (now.changes) return `${area} has uncommitted changes now:\n${now.changes}`;
  const changed = Object.keys(now.inputs).filter((input) => stamp.inputs[input] !== now.inputs[input]);
  if (changed.length) {
    return `${area}/dist was built at ${stamp.commit.slice(0, 7)}; since then ${changed.join(', ')} changed (HEAD ${now.commit.slice(0, 7)}): build it again`;
  }
  return null;
}

/** A webpack plugin writing the stamp into the build's output, taken when the build starts (before it reads a source). */
export function buildStampPlugin(appDir: string) {
  return {
    apply(compiler: import('webpack').Compiler) {
      let stamp: BuildStamp | undefined;
      compiler.hooks.beforeRun.tap('BuildStamp', () => {
        stamp = buildStampOf(appDir);
      });
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('BuildStamp', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'BuildStamp', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          stamp ??= buildStampOf(appDir);
          compilation.emitAsset(BUILD_STAMP_FILE, new RawSource(`${JSON.stringify(stamp, null, 2)}\n`));
        });
      });
    },
  };
}
