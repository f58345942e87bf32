// The public face of the profile-claim module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileClaimRoutes } from './routes';
// The administration console counts a profile's open claims through this.
export { claimsAwaitingReview, openClaimCount } from './website';
