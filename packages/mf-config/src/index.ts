export { type AppConfigOptions, createAppConfig } from './create-app-config';
export { installedVersion, sharedConfig, sharedSingletons } from './shared';
