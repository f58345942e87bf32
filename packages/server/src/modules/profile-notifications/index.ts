// The public face of the profile-notifications module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileNotificationsRoutes } from './routes';
export { DIGEST_JOB, registerNotificationJobs } from './digests';
export { notifyNewFollower, recipientsFor } from './recipients';
export { type DigestPeriod, profileNotificationsHooks } from './extensions';
// fund-custom-profile-link mails a link's first open to the members who kept "Visitors" on.
export { visitorsOptionRecipients } from './reads-visitors';
