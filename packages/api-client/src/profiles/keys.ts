import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the profiles family: ['profiles', 'mine'] (the user's profiles, whatever profile is
 * active) and ['profiles', 'detail', id, { profileScope }] (read acting as that profile).
 */
export const profilesKeys = queryKeys('profiles');
