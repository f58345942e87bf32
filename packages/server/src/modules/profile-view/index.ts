// The public face of the profile-view module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileViewRoutes } from './routes';
export { bucketCount, bucketKeySql, fillSeries } from './buckets';
// Every view of a profile records its visit through this one function (public read, POST api/profile-view, share links).
export { type ProfileVisitor, recordProfileVisit, visitorOf } from './service';
// The fundraising dashboard reads the visit totals from here (never recomputed).
export { viewStats } from './service';
