// The public face of the tooltip module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema).

export { tooltipRoutes } from './routes';
export { upsertTooltip } from './service';
