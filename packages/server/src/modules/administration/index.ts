// The public face of the administration module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { administrationRoutes } from './routes';
export { attributeSignup } from './referral-links';
