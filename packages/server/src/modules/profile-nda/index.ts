// The public face of the profile-nda module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileNdaRoutes } from './routes';
export { recordNdaAcceptance } from './acceptances';
// A share link shows its visitor the profile's current NDA.
export { currentNda } from './reads-current';
// access-policy compares a visitor's accepted NDA with the latest version.
export { latestNdaVersion } from './versions';
