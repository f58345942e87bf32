import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the introduction family: ['introduction', 'list', { profileScope }] (sent and received of the
 * profile acted as) and ['introduction', 'verify', code] (the request behind a mailed link).
 */
export const introductionKeys = queryKeys('introduction');
