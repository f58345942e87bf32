// The public face of the fund-custom-profile-link module: other modules and app.ts import only from here (and its
// tables.ts). Everything else in the folder is internal (dependency-cruiser checks it).

export { fundCustomProfileLinkRoutes } from './routes';
export { admitAddress, linkForRequest, linkUrl, visitorNotificationRecipients } from './service';
// The fundraising dashboard reads the links and their visits from here.
export { listLinks } from './service';
