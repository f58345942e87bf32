import { mountStandalone } from '@fundnet/app-runtime';
import { AreaRoutes } from './routes';

mountStandalone(AreaRoutes);
