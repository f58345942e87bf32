// The public face of the profile-notifications module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileNotificationsRoutes } from './routes';
export { DIGEST_JOB, registerNotificationJobs } from './digests';
export { notifyNewFollower, recipientsFor } from './recipients';
