// The public face of the fund-custom-profile-link module: other modules and app.ts import only from here (and its
// tables.ts). Everything else in the folder is internal (dependency-cruiser checks it).

export { fundCustomProfileLinkRoutes, visitorTokenOf } from './routes';
export { admitAddress, linkForRequest, linkUrl, visitorNotificationRecipients } from './service';
// Modules that serve a link's scope (post, track-record, data-room) read its visitors here and register their
// kind of resource with the hooks (app.ts wires them).
export { type LinkVisitor, linkVisitorOf, updateRecipients } from './service';
export { type ScopeResourceSource, shareLinkHooks } from './scope-resources';
// The fundraising dashboard reads the links and their visits from here.
export { listLinks } from './service';
