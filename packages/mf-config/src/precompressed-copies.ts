import { type BrotliOptions, constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { brotliQuality } from './brotli-quality';

/**
 * Brotli and gzip copies of every text asset, written beside it by the build (issue 33.1): `main.js.br`,
 * `main.js.gz`. The server (packages/server/src/plugins/static-web.ts, release-web.ts) and any CDN send the best copy
 * the browser accepts, so no request pays for compression and Brotli can use its slowest, smallest setting (15 %
 * smaller than gzip -9 on the shell's main.js).
 *
 * Not compressed: `remotes.json` (the map an operator may edit in place: a stale copy would be served instead of the
 * edit), source maps (never served) and files under 1 KB or that do not shrink by a fifth (a header costs more than they save).
 */
export const PRECOMPRESSED = /\.(js|css|html|json|svg|txt)$/;
export const NEVER_PRECOMPRESSED = /(^|\/)remotes\.json$/;

export function precompressedCopies() {
  const common = { test: PRECOMPRESSED, exclude: NEVER_PRECOMPRESSED, threshold: 1024, minRatio: 0.8 } as const;
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality() } },
    }),
  ];
}
