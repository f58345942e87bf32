import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { brotliQuality } from './brotli-quality';

/**
 * The start pages an app renders ahead of time (ADR 0101): what its prerender bundle exports. Each page is the app's
 * regions' HTML (`fundnet-topbar`, `fundnet-main`: the ids of the page's elements) for one address, as a signed-out
 * visitor in the light mode sees it, composed into the app's index.html with the gate its head runs before the body
 * (who must not see it): `composePage`, app-runtime's `pageWithRegions`.
 */
export interface PrerenderModule {
  prerenderedPaths: readonly string[];
  renderStartPage(path: string): Promise<Record<string, string>>;
  composePage(indexHtml: string, address: string, regions: Record<string, string>): string;
  clientRenderGate: { script: string; style: string };
}

/**
 * An area whose start pages are rendered per request by the API's render service (ADR 0102), not at build time: its
 * bundle exports `renderedPaths` and `renderRegion` instead. The build leaves it in prerender-build/ for the server.
 */
export function rendersAtBuildTime(bundle: Partial<PrerenderModule>): bundle is PrerenderModule {
  return Array.isArray(bundle.prerenderedPaths) && typeof bundle.renderStartPage === 'function';
}

/** Where the pages go in the app's dist/, and the manifest the server reads to send them. */
export const PRERENDERED_FOLDER = 'prerendered';
export const PRERENDERED_MANIFEST = `${PRERENDERED_FOLDER}/pages.json`;

/**
 * `prerendered/pages.json`: each address → its file under `prerendered/`, and the hash the page's policy must allow for
 * the gate, the one inline script (`script-src 'self' 'sha256-…'`).
 */
export interface PrerenderedPagesManifest {
  gateScriptHash: string;
  pages: Record<string, string>;
}

/** `/help-center` → `help-center.html`; `/` → `index.html` would shadow the app's page: refused. */
export function prerenderedFileOf(address: string): string {
  if (!/^\/[A-Za-z0-9][A-Za-z0-9_-]*$/.test(address))
    throw new Error(`cannot prerender ${address}: one path segment of letters, digits, - and _`);
  return `${address.slice(1)}.html`;
}

/** The `'sha256-…'` source expression of an inline script, as a Content-Security-Policy names it. */
export function scriptHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Renders every page of the bundle at `bundlePath` into `distDir/prerendered/`, with the Brotli and gzip copies the
 * server sends (as for every other text file of the build, precompressed-copies.ts), and the manifest last: a server
 * that reads it finds every file it names. Null, writing nothing, for a bundle the server renders per request.
 */
export async function writePrerenderedPages(bundlePath: string, distDir: string): Promise<PrerenderedPagesManifest | null> {
  const require = createRequire(bundlePath);
  delete require.cache[bundlePath];
  const bundle = require(bundlePath) as Partial<PrerenderModule>;
  if (!rendersAtBuildTime(bundle)) return null;
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const folder = path.join(distDir, PRERENDERED_FOLDER);
  await mkdir(folder, { recursive: true });
  const manifest: PrerenderedPagesManifest = { gateScriptHash: scriptHashOf(bundle.clientRenderGate.script), pages: {} };
  for (const address of bundle.prerenderedPaths) {
    const file = prerenderedFileOf(address);
    const page = Buffer.from(bundle.composePage(indexHtml, address, await bundle.renderStartPage(address)));
    await writeFile(path.join(folder, file), page);
    await writeFile(path.join(folder, `${file}.gz`), gzipSync(page, { level: 9 }));
    await writeFile(
      path.join(folder, `${file}.br`),
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality() } }),
    );
    manifest.pages[address] = file;
  }
  await writeFile(path.join(distDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
