export { type AppConfigOptions, createAppConfig } from './create-app-config';
export { bundledPerApp, installedVersion, sharedConfig, sharedSingletons } from './shared';
