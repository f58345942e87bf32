import { queryKeys } from '../query/query-keys';

/** Query keys of the profile-subscriber family: ['profile-subscriber', 'list', query, { profileScope }]. */
export const profileSubscriberKeys = queryKeys('profile-subscriber');
