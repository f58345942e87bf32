// The public face of the fund-custom-profile-link module: other modules and app.ts import only from here (and its
// tables.ts). Everything else in the folder is internal (dependency-cruiser checks it).

export { fundCustomProfileLinkRoutes, visitorTokenOf } from './routes';
export { linkUrl } from './service';
// app.ts wires the module's job (the members' mail of a visitor's "I'm interested").
export { registerShareLinkJobs } from './interest';
// "NDA signed" (issue 35): webhooks subscribe here from app.ts.
export { admitAddress, linkForRequest, visitorNotificationRecipients } from './visitors';
// Modules that serve a link's scope (post, track-record, data-room) read its visitors here and register their
// kind of resource with the hooks (app.ts wires them).
export { type LinkVisitor, linkVisitorOf } from './visitors';
export { updateRecipients } from './visitor-updates';
export { type PendingRequestCounts, type ScopeResourceSource, shareLinkHooks } from './scope-resources';
// The fundraising dashboard reads the links and their visits from here.
export { listLinks } from './service';
// commitments' book joins a fund's share-link opens by LP e-mail with this select (one statement).
export { linkOpensByEmail } from './lp-signals';
// billing counts a profile's links against its plan.
export { shareLinkCount } from './reads-counts';
// Other modules read share links through these (post's audience, access requests' list).
export { activeShareLinkCount, shareLinkRefs } from './link-refs';
// The seed writes the demo's signed NDA with these (its PDF is written on first read).
export { DEMO_NDA_APP_URL, DEMO_NDA_PREFIX, demoSigning } from './demo-nda';
export { signedNdaPdf } from './nda-certificate';
