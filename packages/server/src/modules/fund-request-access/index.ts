// The public face of the fund-request-access module (dependency-cruiser checks that others import only this).

export { fundRequestAccessRoutes } from './routes';
// The share-link list counts each link's pending requests with this (app.ts hands it to fund-custom-profile-link).
export { pendingRequestCounts } from './reads-pending';
