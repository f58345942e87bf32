import type webpack from 'webpack';

/** A remote's start page as its `src/start-pages.ts` lists it (@fundnet/app-runtime/start-pages' `StartPage`). */
export interface StartPageChunks {
  readonly path: string;
  readonly chunks: readonly string[];
  readonly reads?: readonly string[];
}

/** A start page as the remote's `mf-manifest.json` carries it: its scripts, relative to the manifest (as `exposes`' are). */
export interface StartPageFiles {
  path: string;
  js: string[];
  /** The page's first GET calls, with the route's `:params` (ADR 0095): the shell's early script starts them. */
  reads?: string[];
}

/** The key under the manifest's `metaData` (the one object MF's manifest copies from its stats as it is). */
export const START_PAGES_KEY = 'fundnetStartPages';

type ChunkGroups = Pick<webpack.Compilation, 'namedChunkGroups'>;

/**
 * Each start page's scripts: every chunk of the chunk groups its lazy imports name (`webpackChunkName`), which is what
 * webpack's `import()` of them loads, split chunks included. A name no import carries is returned in `missing`.
 */
export function startPageFiles(compilation: ChunkGroups, pages: readonly StartPageChunks[]) {
  const missing: string[] = [];
  const files = pages.map(({ path, chunks, reads }) => {
    const js = new Set<string>();
    for (const name of chunks) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) missing.push(name);
      for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.js')) js.add(file);
    }
    return { path, js: [...js], ...(reads?.length ? { reads: [...reads] } : {}) } satisfies StartPageFiles;
  });
  return { files, missing };
}

/**
 * What is wrong with a start page's reads: one that is not an API path, or names a `:param` its route has not (the
 * early script would send the param's name as it is).
 */
export function startPageReadErrors(pages: readonly StartPageChunks[]): string[] {
  return pages.flatMap(({ path, reads }) => {
    const params = new Set(path.split('/').filter((segment) => segment.startsWith(':')));
    return (reads ?? []).flatMap((read) => {
      if (!read.startsWith('api/') || read.includes('?'))
        return [`Start page ${path} (src/start-pages.ts): read "${read}" is not an API path without a query (api/…)`];
      const unknown = (read.match(/:[A-Za-z0-9_]+/g) ?? []).filter((param) => !params.has(param));
      return unknown.map((param) => `Start page ${path} (src/start-pages.ts): read "${read}" names ${param}, which the route has not`);
    });
  });
}

/**
 * MF's `manifest.additionalData` for a remote (ADR 0094): writes its start pages' scripts into `mf-manifest.json`,
 * which the shell's early script already fetches, so it can hint a page's own chunks beside the remote's entry. A
 * start page naming a chunk no import carries fails the build: a renamed import would otherwise silently hint nothing.
 * Its reads (ADR 0095) are written beside its scripts; one naming a param its route has not fails the build too.
 */
export function startPagesInManifest(pages: readonly StartPageChunks[]) {
  return <Stats extends { metaData: object }>({ stats, compilation }: { stats: Stats; compilation: webpack.Compilation }): Stats => {
    const { files, missing } = startPageFiles(compilation, pages);
    const errors = [
      ...missing.map((name) => `Start page chunk "${name}" (src/start-pages.ts): no import() carries /* webpackChunkName: "${name}" */`),
      ...startPageReadErrors(pages),
    ];
    for (const message of errors) compilation.errors.push(new compilation.compiler.webpack.WebpackError(message));
    Object.assign(stats.metaData, { [START_PAGES_KEY]: files });
    return stats;
  };
}
