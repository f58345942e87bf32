// The public face of the content module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema).

export { contentRoutes } from './routes';
export { upsertContent } from './service';
