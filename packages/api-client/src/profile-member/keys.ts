import { queryKeys } from '../query/query-keys';

/** Query keys of the profileMember family: ['profile-member', 'list', { profileScope }] (the team of the profile acted as). */
export const profileMemberKeys = queryKeys('profile-member');
