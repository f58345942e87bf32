import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the favourite family, all profile-scoped (favourites are private to the active profile):
 * ['favourite', 'list', query, { profileScope }] and ['favourite', 'favourings', { profileScope }].
 */
export const favouriteKeys = queryKeys('favourite');
