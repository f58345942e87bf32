import { queryKeys } from '../query/query-keys';

/** Query keys of the profile-view family: ['profile-view', 'stats', query, { profileScope }] (visits of the profile acted as). */
export const profileViewKeys = queryKeys('profile-view');
