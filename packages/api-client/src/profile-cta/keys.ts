import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the profile-cta family: ['profile-cta', 'settings', { profileScope }] (the active profile's call to
 * action) and ['profile-cta', 'public', profileId] (a profile's published button, the same for every visitor).
 */
export const profileCtaKeys = queryKeys('profile-cta');
