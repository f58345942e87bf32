// The public face of the favourite module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { favouriteRoutes } from './routes';
// Follower counts with the viewer's follow and favourite flags for a page of cards (discovery): favourite combines its
// own rows with profile-subscriber's follows, so follow never reads favourites (that was the follow ↔ favourite loop).
export { socialFlagsFor, type SocialFlags } from './social-flags';
