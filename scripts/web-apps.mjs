// The web apps (shell and remotes), their dev ports, and whether their builds are current.
import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** Apps whose dist is missing, unstamped or older than their sources or the shared front-end packages. */
export function staleWebApps(root) {
  const shared = Math.max(
    ...['design-system', 'api-client', 'validation-schema', 'app-runtime', 'mf-config'].map((p) =>
      newestMtime(path.join(root, 'packages', p, 'src')),
    ),
  );
  return webApps.filter(({ folder }) => {
    const built = path.join(root, folder, 'dist/mf-manifest.json');
    if (!existsSync(built)) return true;
    // A build from before builds were stamped: `pnpm release --from-dist` (the release journey) cannot trust it.
    if (!existsSync(path.join(root, folder, 'dist/build-stamp.json'))) return true;
    const builtAt = statSync(built).mtimeMs;
    return Math.max(newestMtime(path.join(root, folder, 'src')), shared) > builtAt;
  });
}
