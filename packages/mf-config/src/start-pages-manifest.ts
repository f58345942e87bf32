import type webpack from 'webpack';

/** A remote's start page as its `src/start-pages.ts` lists it (@fundnet/app-runtime/start-pages' `StartPage`). */
export interface StartPageChunks {
  readonly path: string;
  readonly chunks: readonly string[];
}

/** A start page as the remote's `mf-manifest.json` carries it: its scripts, relative to the manifest (as `exposes`' are). */
export interface StartPageFiles {
  path: string;
  js: string[];
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
  const files = pages.map(({ path, chunks }) => {
    const js = new Set<string>();
    for (const name of chunks) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) missing.push(name);
      for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.js')) js.add(file);
    }
    return { path, js: [...js] } satisfies StartPageFiles;
  });
  return { files, missing };
}

/**
 * MF's `manifest.additionalData` for a remote (ADR 0094): writes its start pages' scripts into `mf-manifest.json`,
 * which the shell's early script already fetches, so it can hint a page's own chunks beside the remote's entry. A
 * start page naming a chunk no import carries fails the build: a renamed import would otherwise silently hint nothing.
 */
export function startPagesInManifest(pages: readonly StartPageChunks[]) {
  return <Stats extends { metaData: object }>({ stats, compilation }: { stats: Stats; compilation: webpack.Compilation }): Stats => {
    const { files, missing } = startPageFiles(compilation, pages);
    for (const name of missing) {
      compilation.errors.push(
        new compilation.compiler.webpack.WebpackError(
          `Start page chunk "${name}" (src/start-pages.ts): no import() carries /* webpackChunkName: "${name}" */`,
        ),
      );
    }
    Object.assign(stats.metaData, { [START_PAGES_KEY]: files });
    return stats;
  };
}
