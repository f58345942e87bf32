import { createAppLifecycles, prerenderedRendering } from '@fundnet/app-runtime';
import { TopBar } from './top-bar';

// The top bar is its own single-spa application, active on every route, in the #fundnet-topbar region.
export const { bootstrap, mount, unmount } = createAppLifecycles({
  label: 'The top bar',
  Root: TopBar,
  domElementId: 'fundnet-topbar',
  // Rendered ahead of time on the signed-out start pages (ADR 0101).
  rendering: prerenderedRendering,
});
