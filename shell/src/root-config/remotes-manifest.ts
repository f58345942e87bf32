import { applyOverrides } from './remote-overrides';
import type { AppName } from './route-ownership';

export type RemoteName = Exclude<AppName, 'shell'>;
export type RemotesManifest = Partial<Record<RemoteName, string>>;

declare const __webpack_public_path__: string | undefined;

/** Where the shell's own files are served from (webpack's publicPath 'auto' works it out from the script URL). */
export function shellBaseUrl() {
  const publicPath = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';
  return new URL(publicPath, document.baseURI).href;
}

/**
 * Where the map is: remotes.json beside the shell's files, unless the page names another. A release environment
 * (issue 32, ADR 0072) serves the shell from its immutable release folder and names its own uncached map in
 * `<meta name="fundnet-remotes">` (packages/server/src/plugins/release-web.ts); without the meta nothing changes.
 */
export function remotesManifestUrl(): string {
  const named = document.querySelector<HTMLMetaElement>('meta[name="fundnet-remotes"]')?.content;
  return named || 'remotes.json';
}

/**
 * Reads remotes.json (served beside the shell's files, whatever the page's route): remote name → URL of its
 * mf-manifest.json. Relative entries resolve against remotes.json, so the same file works on any host or CDN path.
 * A developer's override of a remote (remote-overrides.ts, where the page allows one) takes its place.
 */
export async function fetchRemotesManifest(url = remotesManifestUrl()): Promise<RemotesManifest> {
  const manifestUrl = new URL(url, shellBaseUrl());
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const raw = (await response.json()) as Record<string, unknown>;
  const manifest: RemotesManifest = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (typeof entry === 'string' && name.startsWith('mfe_')) {
      manifest[name as RemoteName] = new URL(entry, manifestUrl).href;
    }
  }
  return applyOverrides(manifest);
}
