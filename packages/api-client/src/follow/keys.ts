import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the follow family, all profile-scoped (the answers are the active profile's):
 * ['follow', 'list', query, { profileScope }] and ['follow', 'i-follow', profileId, { profileScope }].
 */
export const followKeys = queryKeys('follow');
