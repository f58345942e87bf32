export { AppProviders } from './app-providers';
export { type AppLifecycleOptions, createAppLifecycles, mountStandalone } from './create-app-lifecycles';
export { prerenderedRendering } from './prerender/prerendered-region';
export { type LazyComponent, lazyPage, useAfterFirstPaint, usePreloadAfterPaint } from './lazy-page';
export { preloadPageOf } from './preload-page';
export { matchesRoute, type StartPage, startPageOf } from './start-pages';
export { NEAR_SCREEN_MARGIN, NearScreen, useNearScreen } from './near-screen';
export { Revealing, revealedGroups, useRevealedCount, useStillRevealing } from './progressive-reveal';
export {
  createParcelLifecycles,
  type MountedParcel,
  type ParcelHost,
  type ParcelId,
  type ParcelLifecycleOptions,
  type ParcelPropsOf,
  type ParcelProps,
  parcelHost,
  provideParcelHost,
  RemoteParcel,
  type RemoteParcelProps,
} from './parcels';
export { useSearchParamsUpdate } from './use-search-params-update';
export { useDebouncedValue } from './use-debounced-value';
export { yieldToMain } from './yield-to-main';
