import { queryKeys } from '../query/query-keys';

/** Query keys of the profile-notifications family: ['profile-notifications', 'mine', { profileScope }] (the caller's own choices). */
export const profileNotificationsKeys = queryKeys('profile-notifications');
