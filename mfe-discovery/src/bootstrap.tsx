import { createAppLifecycles, prerenderedRendering } from '@fundnet/app-runtime';
import { AreaRoutes } from './routes';

export const { bootstrap, mount, unmount } = createAppLifecycles({
  label: 'Discovery',
  Root: AreaRoutes,
  // The landing page comes rendered per request by the API's render service (ADR 0102): hydrated, not rendered again.
  rendering: prerenderedRendering,
});
