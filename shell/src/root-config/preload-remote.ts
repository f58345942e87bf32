import { arrivesRendered } from '@fundnet/app-runtime/prerender/markers';
import { startPageOf } from '@fundnet/app-runtime/start-pages';
import { yieldToMain } from '@fundnet/app-runtime/yield-to-main';
import { fetchRemotesManifest, type RemotesManifest, shellBaseUrl } from './remotes-manifest';
import { ownerOf } from './route-ownership';
import { warmLocaleData } from './warm-locale-data';

/**
 * Starts a remote page's downloads with the page (issue 33.2). Without this, a remote's files wait for the federation
 * runtime's chunk: main.js → the runtime and remotes.json → the remote's mf-manifest.json → its remoteEntry.js and the
 * `./app` chunks. Here the page's first script reads remotes.json and the owner's manifest at once and hints the
 * browser to fetch the shell's federation chunks, the remote's entry, its `./app` chunks and the chunks of the page
 * being opened when the remote lists it as a start page (`<link rel="preload">`, ADR 0094);
 * the runtime then gets the same manifest response instead of a second request (`takePrefetchedManifest`). Which
 * files to fetch comes from the manifests, so a new release of the remote needs nothing here.
 *
 * This runs in the page's first script, `preload.js` (shell/src/preload.ts, ADR 0093): an entry of a few KB that main.js
 * depends on (it holds webpack's runtime and the modules both use), so it runs while main.js (500 KB) still downloads
 * and evaluates. The federation host, in main.js' chunks, reads the same module: one map read, one manifest request.
 */

/** The exposed module every remote page starts from (what `loadRemoteApp` loads). */
const APP_EXPOSE = './app';

interface ManifestFiles {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    /** The remote's start pages and their scripts (packages/mf-config's start-pages-manifest.ts, ADR 0094). */
    fundnetStartPages?: { path: string; js?: string[] }[];
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

let remotesJson: Promise<RemotesManifest> | undefined;

/** Manifest responses fetched ahead of the runtime, by URL; each is handed over once (a retry fetches anew). */
const prefetched = new Map<string, Promise<Response>>();

/** remotes.json, read once for the preloader and the federation host; a failed read is tried again by the next caller. */
export function remotesManifestOnce(): Promise<RemotesManifest> {
  remotesJson ??= fetchRemotesManifest().catch((error: unknown) => {
    remotesJson = undefined;
    throw error;
  });
  return remotesJson;
}

/**
 * The preloader's response to the manifest at `url`, handed over once (undefined: none was made, or it was taken): the
 * runtime's first manifest request takes it instead of asking again (federation-retry.ts' `firstFetch`). A failed
 * answer is handed over as it is; the retry plugin asks again, past the cache, once.
 */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const response = prefetched.get(url);
  if (!response) return undefined;
  prefetched.delete(url);
  // A copy: the preloader reads its own.
  return response.then((ready) => ready.clone());
}

/**
 * The meta of the shell's built page naming the shell's own chunks every remote page loads (the federation runtime and
 * the libraries the shell offers the remotes), by file name (packages/mf-config, `RemotePageChunksMeta`).
 */
export const REMOTE_PAGE_CHUNKS_META = 'fundnet-remote-page-chunks';

/** The shell's chunks a remote page loads, as absolute URLs beside the shell's scripts (a release's folder included). */
export function shellChunksForRemotePages(): string[] {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_PAGE_CHUNKS_META}"]`)?.content ?? '';
  return names
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => new URL(name, shellBaseUrl()).href);
}

/**
 * The remote's entry, its `./app` chunks and, when `pathname` is one of its start pages, that page's own chunks (ADR
 * 0094: without them the page's chunks wait for the entry to run and the router to render), as absolute URLs (the
 * files sit beside the manifest: publicPath 'auto'), each once.
 */
export function filesToPreload(manifest: ManifestFiles, manifestUrl: string, pathname: string): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((expose) => expose.path === APP_EXPOSE);
  const entryFile = entry?.name ? [entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name] : [];
  const startPage = startPageOf(pathname, manifest.metaData?.fundnetStartPages ?? []);
  const files = new Set([...entryFile, ...(app?.assets?.js?.sync ?? []), ...(startPage?.js ?? [])]);
  return [...files].map((file) => new URL(file, base).href);
}

function hintPreload(href: string) {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script'); // no crossorigin: the runtime and webpack load these with plain <script> tags, which must match
  link.href = href;
  document.head.append(link);
}

/**
 * Hints each file in a task of its own. Adding a preload starts its request there and then, about 1-1.5 ms of the main
 * thread per file on a desktop while the page loads, four times that on a phone: a remote page's fifteen files were one
 * task of 80-100 ms at 4× right after a rendered page's first paint (`pnpm bench:long-tasks share`, ADR 0108). A yield
 * between two hints costs well under a millisecond when nothing else waits.
 */
async function hintEachInItsOwnTask(hrefs: readonly string[]): Promise<void> {
  for (const [index, href] of hrefs.entries()) {
    if (index > 0) await yieldToMain();
    hintPreload(href);
  }
}

/**
 * A shell page (`/login`) reads the map once the page has loaded: the built page preloads it on every route
 * (index.html), so the bytes are there already; read, the area a visitor opens next needs one request less, and the
 * browser does not report the preload as unused. Read once per page, as on a remote page: a release promoted later
 * reaches the visitor with the next page load.
 */
function readMapOnceLoaded() {
  const read = () => void remotesManifestOnce().catch(() => undefined);
  if (document.readyState === 'complete') read();
  else window.addEventListener('load', read, { once: true });
}

/**
 * When `pathname` belongs to a remote, hints the shell's federation chunks, fetches remotes.json and that remote's
 * manifest now and hints its entry and `./app` chunks (the early script calls it once, with the page's address).
 * Failures are left to `loadRemoteApp`, which shows the area's error panel.
 */
export async function preloadRemoteOf(pathname: string): Promise<void> {
  const owner = ownerOf(pathname);
  if (owner === 'shell') {
    readMapOnceLoaded();
    return;
  }
  const remotes = remotesManifestOnce();
  // After remotes.json's request has started: the page's first script ends sooner, and the map is on its way.
  const shellChunksHinted = hintEachInItsOwnTask(shellChunksForRemotePages());
  // In tasks of their own, while remotes.json and the remote's files download (ADR 0092). Not on a page the API
  // rendered (ADR 0102, 0104): its first paint is done, so the warm-up would be one more long task after it, and the
  // page formats what it shows while it hydrates anyway (a public profile page with no Intl at all: format.ts).
  if (!arrivesRendered(document.getElementById('fundnet-main'))) warmLocaleData();
  try {
    const manifestUrl = (await remotes)[owner];
    if (!manifestUrl) return;
    const response = fetch(manifestUrl);
    prefetched.set(manifestUrl, response);
    const answer = await response;
    if (!answer.ok) return;
    const files = filesToPreload((await answer.clone().json()) as ManifestFiles, manifestUrl, pathname);
    await shellChunksHinted;
    await hintEachInItsOwnTask(files);
  } catch {
    // Nothing to preload: the page loads the remote as it would have without the hints.
  }
}
