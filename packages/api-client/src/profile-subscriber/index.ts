export {
  getProfileSubscribers,
  type ProfileSubscriber,
  type ProfileSubscriberList,
  type ProfileSubscriberListQuery,
  profileSubscribersQueryOptions,
  useProfileSubscribers,
} from './get-profile-subscribers';
export { profileSubscriberKeys } from './keys';
export { type ProfileSubscription, type SubscribeToProfileInput, subscribeToProfile, useSubscribeToProfile } from './subscribe-to-profile';
export { unsubscribeFromProfile } from './unsubscribe-from-profile';
