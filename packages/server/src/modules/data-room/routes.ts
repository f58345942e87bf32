import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { dataRoomAnalyticsRoutes } from './routes-analytics';
import { dataRoomGroupRoutes } from './routes-groups';
import { dataRoomItemRoutes } from './routes-items';
import { dataRoomRoomRoutes } from './routes-rooms';
import { dataRoomUploadRoutes } from './routes-upload';
import { dataRoomViewingRoutes } from './routes-viewing';

/**
 * api/data-room (product-routes §7 "Data room"). Managers (editor and up on the fund, as the active profile)
 * build the room; everybody reads through permissions.ts. README.md gives the design. The route files register
 * in the order of the former single function, so the OpenAPI document is generated from the same sequence.
 */
export async function dataRoomRoutes(api: FastifyInstance, deps: AppDeps) {
  // The upload has a scope of its own: the multipart parser must not serve the other routes.
  await api.register(async (app) => dataRoomUploadRoutes(app, deps));
  await dataRoomRoomRoutes(api, deps);
  await dataRoomItemRoutes(api, deps);
  await dataRoomViewingRoutes(api, deps);
  await dataRoomGroupRoutes(api, deps);
  await dataRoomAnalyticsRoutes(api, deps);
}
