// The web apps (shell and remotes), their dev ports, and whether their builds are current.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const webApps = [
  { folder: 'shell', port: 8080 },
  { folder: 'mfe-discovery', port: 8081 },
  { folder: 'mfe-profiles', port: 8082 },
  { folder: 'mfe-dataroom', port: 8083 },
  { folder: 'mfe-trackrecord', port: 8084 },
  { folder: 'mfe-commitments', port: 8085 },
  { folder: 'mfe-events-feed', port: 8086 },
  { folder: 'mfe-admin', port: 8087 },
];

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'storybook-static') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Apps whose dist is missing, unstamped, older than their sources or the shared front-end packages, or compressed at a
 * lower Brotli quality than a build here would be (the suite's builds, seen by `npm start`). When a build was
 * made is read from its stamp (`dist/build-stamp.json`, written by every production build of every app, the shell's
 * too): the remotes' `mf-manifest.json` served before, and the shell has had none since it hosts federation through the
 * runtime API (ADR 0063), so it counted as stale on every `npm start` and benchmark and was rebuilt each time.
 */
/** The Brotli quality a build made here would have: FUNDNET_BROTLI_QUALITY, else 11 (mf-config's brotli-quality.ts). */
export function wantedBrotliQuality(env = process.env) {
  const asked = Number(env.FUNDNET_BROTLI_QUALITY);
  return Number.isInteger(asked) && asked >= 0 && asked <= 11 ? asked : 11;
}

/**
 * Whether a stamp records Brotli copies made at a lower quality than wanted here: the suite builds at 7 (its bytes
 * never cross a network), and `npm start` or `pnpm bench:lighthouse` after it served 7-8 % bigger scripts (main.js
 * 147.6 KB against 137) until this was checked. A stamp without the field (written before it) is taken as it is.
 */
function compressedBelowWanted(stampFile) {
  try {
    const quality = JSON.parse(readFileSync(stampFile, 'utf8')).brotliQuality;
    return typeof quality === 'number' && quality < wantedBrotliQuality();
  } catch {
    return false;
  }
}

export function staleWebApps(root, apps = webApps) {
  const shared = Math.max(
    ...['design-system', 'api-client', 'validation-schema', 'app-runtime', 'mf-config'].map((p) =>
      newestMtime(path.join(root, 'packages', p, 'src')),
    ),
  );
  return apps.filter(({ folder }) => {
    // No stamp: never built, or built before builds were stamped (`pnpm release --from-dist` cannot trust it).
    const stamp = path.join(root, folder, 'dist/build-stamp.json');
    if (!existsSync(stamp)) return true;
    return Math.max(newestMtime(path.join(root, folder, 'src')), shared) > statSync(stamp).mtimeMs || compressedBelowWanted(stamp);
  });
}

/**
 * For a script that measures the built apps and does not build them (`bench:long-tasks`, `bench:intl`): stops with
 * the list of apps to build first when any is stale, rather than measuring code that is not the sources'.
 */
export function exitUnlessBuilt(root) {
  const stale = staleWebApps(root).map((app) => app.folder);
  if (stale.length === 0) return;
  console.error(`Build these first (their dist is missing or older than their sources): ${stale.join(', ')}`);
  process.exit(1);
}
