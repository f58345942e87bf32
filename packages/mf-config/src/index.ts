export { type AppConfigFactory, type AppConfigOptions, createAppConfig } from './create-app-config';
export {
  createPrerenderConfig,
  PRERENDER_BUILD_DIR,
  PRERENDER_CONFIG_FILE,
  type PrerenderConfigOptions,
  prerenderBundleIn,
} from './create-prerender-config';
export { loadWebpackConfig } from './load-webpack-config';
export { PRERENDERED_FOLDER, PRERENDERED_MANIFEST, type PrerenderedPagesManifest, writePrerenderedPages } from './prerendered-pages';
export { apiClientCore, apiClientSrc, bundledPerApp, installedVersion, sharedConfig, sharedSingletons } from './shared';
export { type HostSharedModule, hostSharedModules } from './federation-host';
export { BUILD_STAMP_FILE, type BuildStamp, buildInputsOf, buildStampOf, inputsAtHead, stampMismatch } from './build-stamp';
