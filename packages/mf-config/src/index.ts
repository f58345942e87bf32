export { type AppConfigFactory, type AppConfigOptions, createAppConfig } from './create-app-config';
export { apiClientCore, apiClientSrc, bundledPerApp, installedVersion, sharedConfig, sharedSingletons } from './shared';
