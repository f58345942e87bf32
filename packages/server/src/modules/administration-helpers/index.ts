// The public face of the administration-helpers module: other modules, app.ts and the plugins import only from
// here (and its tables.ts, the shared database schema).

export { administrationHelperRoutes } from './routes';
