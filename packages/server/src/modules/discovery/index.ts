// The public face of the discovery module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { discoveryRoutes } from './routes';
export { refreshDiscoveryProfile, refreshDiscoveryProfileLocked } from './indexer';
export { PLAN_FEATURED_JOB, planFeaturedFlagHook, registerDiscoveryJobs } from './jobs';
