import type { AppName } from './route-ownership';

export type RemoteName = Exclude<AppName, 'shell'>;
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/**
 * Reads remotes.json (served beside the shell): remote name → URL of its mf-manifest.json.
 * Relative URLs resolve against the page, so the same file works on any host or CDN path.
 */
export async function fetchRemotesManifest(url = 'remotes.json'): Promise<RemotesManifest> {
  const manifestUrl = new URL(url, document.baseURI);
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const raw = (await response.json()) as Record<string, unknown>;
  const manifest: RemotesManifest = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (typeof entry === 'string' && name.startsWith('mfe_')) {
      manifest[name as RemoteName] = new URL(entry, manifestUrl).href;
    }
  }
  return manifest;
}
