// The public face of the fund-manager module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema).

export { fundManagerRoutes } from './routes';
export { upsertFundManager } from './service';
