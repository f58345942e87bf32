import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Runs the calling script again under tsx's loader (its apps' webpack configs are TypeScript), unless it already is:
 * `marker` is the environment variable that says so. Exits with the run's status; returns only inside it.
 */
export function runUnderTsx(marker) {
  if (process.env[marker]) return;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const result = spawnSync(process.execPath, ['--import', tsx, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [marker]: '1' },
  });
  process.exit(result.status ?? 1);
}
