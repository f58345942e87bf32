// The public face of the user-info module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { userInfoRoutes } from './routes';
export { toUserInfoDto } from './dto';
export { userInfoRow } from './service';
