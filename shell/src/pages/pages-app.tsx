import { createAppLifecycles, prerenderedRendering } from '@fundnet/app-runtime';
import { ShellRoutes } from './shell-routes';

// The shell's own pages (auth, onboarding, static, 404) as a single-spa application in the main region.
export const { bootstrap, mount, unmount } = createAppLifecycles({
  label: 'This page',
  Root: ShellRoutes,
  // The signed-out start pages come rendered ahead of time (ADR 0101).
  rendering: prerenderedRendering,
});
