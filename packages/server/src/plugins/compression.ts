import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses what the server makes on the fly (issue 33.1): the API's JSON, the web app's page, the environment's map.
 * Brotli at quality 4 (the plugin's default for live responses: close to gzip's speed, smaller), else gzip; replies
 * under 1 KB and types that do not compress (images, PDFs, archives) go as they are.
 *
 * The web app's built files are not compressed here: the build wrote `.br` and `.gz` copies at Brotli's best setting
 * (packages/mf-config/src/precompressed-copies.ts), which static-web.ts and release-web.ts send with their own
 * `Content-Encoding`; this plugin leaves a reply that already has one alone. A route whose bytes must go as stored
 * (a file served with byte ranges) opts out with `compress: false`.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
