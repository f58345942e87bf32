import { constants } from 'node:zlib';

/**
 * Brotli's quality: 11 (its best) unless FUNDNET_BROTLI_QUALITY says otherwise (each build's stamp records it:
 * `npm start` and the benchmarks rebuild a build made at a lower one, scripts/web-apps.mjs). On our shell's main.js (507 KB) quality
 * 11 gives 138 KB in 4.1 s, 9 gives 149 KB in 0.3 s, gzip -9 162 KB: the test suite builds every app at 7 (its bytes
 * are never sent over a network; scripts/test-all.mjs), what is released or started keeps 11.
 */
export function brotliQuality(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.FUNDNET_BROTLI_QUALITY);
  return Number.isInteger(asked) && asked >= 0 && asked <= 11 ? asked : constants.BROTLI_MAX_QUALITY;
}
