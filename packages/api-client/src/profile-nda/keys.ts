import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the profile-nda family: ['profile-nda', 'settings', { profileScope }] (the active profile's NDA and
 * acceptances) and ['profile-nda', 'public', profileId, { profileScope }] (a profile's NDA as read by the visitor's
 * active profile, whose acceptance it shows).
 */
export const profileNdaKeys = queryKeys('profile-nda');
