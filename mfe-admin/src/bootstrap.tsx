import { createAppLifecycles } from '@fundnet/app-runtime';
import { AreaRoutes } from './routes';

export const { bootstrap, mount, unmount } = createAppLifecycles({ label: 'Administration', Root: AreaRoutes });
