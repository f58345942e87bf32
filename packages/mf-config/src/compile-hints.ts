import webpack from 'webpack';
import { chunkScripts } from './remote-page-chunks-meta';

/**
 * V8's explicit compile hint for a whole file (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): every function
 * in it is compiled while the script streams in, on a background thread, instead of on the main thread when it is first
 * called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHints';

/**
 * Marks the scripts of the named chunks with V8's compile hint (issue 33, ADR 0103). Webpack writes each module as a
 * function that V8 compiles lazily, so the host's `main.js` paid for compiling React, MUI and the top bar inside its one
 * evaluation task after the first paint: 490-820 ms at a phone's speed, the page's largest blocking task. Hinted, the
 * compiling happens off the main thread while the file downloads, and that task measured 300-520 ms.
 *
 * Only for files whose functions mostly run when they load (the host's entries): hinting a library chunk of which a page
 * calls a few functions makes the browser compile the rest for nothing. Applied after minifying (which drops comments)
 * and before source maps and the compressed copies are made, so both include the line.
 */
export class CompileHintsPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of chunkScripts(compilation, this.chunkNames)) {
          compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
