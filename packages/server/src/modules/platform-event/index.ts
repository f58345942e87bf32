// The public face of the platform-event module: app.ts and the seed import only from here (and its tables.ts,
// the shared database schema). Everything else in the folder is internal.

export { platformEventRoutes } from './routes';
export { eventTimes } from './times';
