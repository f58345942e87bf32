// The public face of the profile-subscriber module: other modules, app.ts and the plugins import only from here
// (and its tables.ts, the shared database schema). Everything else in the folder is internal;
// `npm run lint` (dependency-cruiser) fails when another module reaches past this file.

export { profileSubscriberRoutes } from './routes';
export { followedAmongQuery, followerCountOf, followerCounts, newFollowersBetween, subscriptionCount } from './service';
// The follow family's statements on the same rows (follow/README.md).
export {
  deleteSubscription,
  followerIdsToNotify,
  followersNotFollowedBack,
  followsExpr,
  insertSubscriptions,
  liveFollowCounts,
  type ProfileSubscriptionRow,
  setSubscriptionNotifications,
  subscriptionBetween,
  subscriptionPage,
} from './follows';
