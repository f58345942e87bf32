export { AppProviders } from './app-providers';
export { type AppLifecycleOptions, createAppLifecycles, mountStandalone } from './create-app-lifecycles';
export { lazyPage } from './lazy-page';
