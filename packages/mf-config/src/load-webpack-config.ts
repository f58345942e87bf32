import { pathToFileURL } from 'node:url';
import type { Configuration } from 'webpack';

/**
 * An app's webpack config for a production build, as webpack-cli would take it: a config's default export, or the
 * function that makes it called with the production mode. The file is TypeScript: the caller runs under tsx.
 */
export async function loadWebpackConfig(file: string): Promise<Configuration> {
  const loaded = (await import(pathToFileURL(file).href)).default;
  return typeof loaded === 'function' ? await loaded({}, { mode: 'production' }) : loaded;
}
