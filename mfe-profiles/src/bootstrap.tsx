import { createAppLifecycles } from '@fundnet/app-runtime';
import { AreaRoutes, preloadStartPage } from './routes';

preloadStartPage(window.location.pathname);

export const { bootstrap, mount, unmount } = createAppLifecycles({ label: 'Profiles', Root: AreaRoutes });
