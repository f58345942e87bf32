import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReleaseArea } from '@fundnet/server/releases';

export interface BuiltStorybook {
  dir: string;
  stories: number;
  seconds: number;
}

/**
 * Builds one area's own Storybook (its `.storybook/`: the area's stories only, with the preview every Fundnet Storybook
 * shares, ADR 0019) into `outDir`, as `pnpm --filter <area> build-storybook` does, for the release to keep beside the
 * area's build (issue 32.6). Run as a child process: Storybook's builder is its own webpack, which runs beside the app's
 * build on the other core rather than after it.
 */
export async function buildStorybook(root: string, area: ReleaseArea, outDir: string): Promise<BuiltStorybook> {
  const appDir = path.join(root, area);
  // The area's own storybook CLI (its devDependency), as its build-storybook script runs it.
  const cli = path.join(
    path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('storybook/package.json')),
    'dist/bin/dispatcher.js',
  );
  const started = Date.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '--disable-telemetry', '--quiet', '-o', outDir], {
      cwd: appDir,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`${area}'s Storybook did not build (exit ${code}):\n${output.join('').slice(-4000)}`);
  const index = JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, { type: string }> };
  return {
    dir: outDir,
    stories: Object.values(index.entries).filter((entry) => entry.type === 'story').length,
    seconds: (Date.now() - started) / 1000,
  };
}
