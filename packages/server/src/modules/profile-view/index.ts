// The public face of the profile-view module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileViewRoutes } from './routes';
export { bucketCount, bucketKeySql, fillSeries } from './buckets';
// Every view of a profile records its visit through this one function (public read, POST api/profile-view, share links).
export { type ProfileVisitor, recordProfileVisit, visitorOf } from './service';
// The fundraising dashboard reads the visit totals from here (never recomputed).
export { viewStats } from './service';
// profile-notifications' digest counts visits and visitors of a period with these subqueries (one statement for all members).
export { type CountPeriod, visitorsBetween, visitsBetween } from './digest-counts';
// commitments' book joins a fund's views by LP profile with this select (one statement for a page or the whole book).
export { profileViewsByViewer } from './lp-signals';
