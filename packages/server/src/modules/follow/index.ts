// The public face of the follow module: other modules, app.ts and the plugins import only from here. Everything else in
// the folder is internal; `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { followRoutes, profileIdOf } from './routes';
export { profileCards, publicProfileCard } from './profile-cards';
