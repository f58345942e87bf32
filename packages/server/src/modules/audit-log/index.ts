// The public face of the audit-log module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.
// Other modules never call this module to record: they call lib/audit.ts, which app.ts wires to writeAuditEntry.

export { auditLogRoutes } from './routes';
export { recentActivityOf, writeAuditEntry } from './service';
