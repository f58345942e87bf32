// The public face of the approvals module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { approvalRoutes } from './routes';
// The profile-sections engine opens and shows approval items through this (app.ts: provideApprovalQueue).
export { approvalQueue } from './queue';
export { pendingApprovalCount, waitingApprovalAges, waitingApprovalFigures } from './queue';
