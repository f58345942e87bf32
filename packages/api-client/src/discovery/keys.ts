import { queryKeys } from '../query/query-keys';

/**
 * Query keys of discovery. Public searches do not depend on who asks:
 * ['discovery', 'search', family, 'public', filters]. Signed-in searches carry per-profile flags
 * (following, favourite): ['discovery', 'search', family, 'signedIn', filters, { profileScope }].
 * Places: ['discovery', 'places', family, search]; ['discovery', 'stats']; ['discovery', 'currency-rates'].
 * A weight or rate update invalidates ['discovery'] (every search reads them).
 */
export const discoveryKeys = queryKeys('discovery');
