// The public face of the administration-import module: other modules, app.ts, the plugins and the demo seed
// import only from here (and its tables.ts: it has none, imports write the profile tables).

export { administrationImportRoutes } from './routes';
export { importRows } from './service';
export type { Cells as ImportCells } from './mapping';
