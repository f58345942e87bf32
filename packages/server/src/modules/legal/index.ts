// The public face of the legal module: other modules, app.ts and the plugins import only from here.
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { legalRoutes } from './routes';
