import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

/** The meta the shell's early script reads (shell/src/root-config/preload-remote.ts' REMOTE_PAGE_CHUNKS_META). */
export const REMOTE_PAGE_CHUNKS_META = 'fundnet-remote-page-chunks';

/**
 * The shell's named chunks every remote page loads: the federation runtime (`webpackChunkName: "federation"`,
 * shell/src/root-config/federation.ts) and the libraries the shell offers the remotes (`offered-libraries`,
 * federation-host.ts, ADR 0088).
 */
export const REMOTE_PAGE_CHUNKS = ['federation', 'offered-libraries'] as const;

/** The script files of `names`' chunks in a compilation, in that order; a name with no chunk is left out. */
export function chunkScripts(compilation: Pick<webpack.Compilation, 'namedChunks'>, names: readonly string[]): string[] {
  return names.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')));
}

/**
 * Puts `<meta name="fundnet-remote-page-chunks" content="federation.1a2b3c4d.js offered-libraries.…">` in the host's
 * built page (ADR 0093): their names carry content hashes the early script cannot know, and only a remote's route
 * needs them, so the page names them and the early script hints them on such a route. File names, not URLs: the
 * script resolves them beside its own (a release environment serves the shell from its release's folder).
 */
export class RemotePageChunksMeta {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('RemotePageChunksMeta', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RemotePageChunksMeta', (groups) => {
        const files = chunkScripts(compilation, REMOTE_PAGE_CHUNKS);
        if (files.length > 0) {
          groups.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('meta', { name: REMOTE_PAGE_CHUNKS_META, content: files.join(' ') }),
          );
        }
        return groups;
      });
    });
  }
}
