import { createAppLifecycles, prerenderedRendering } from '@fundnet/app-runtime';
import { AreaRoutes, preloadStartPage } from './routes';

preloadStartPage(window.location.pathname);

export const { bootstrap, mount, unmount } = createAppLifecycles({
  label: 'Profiles',
  Root: AreaRoutes,
  // A published profile's public page comes rendered per request by the API's render service (ADR 0104): hydrated,
  // not rendered again. Every other page of the area is rendered in the browser.
  rendering: prerenderedRendering,
});
