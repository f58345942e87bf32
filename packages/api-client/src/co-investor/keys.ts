import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the co-investor family: ['co-investor', 'for-fund', { profileScope }] (the active fund's
 * entries), ['co-investor', 'scoped', fundId, scopeLinkId, { profileScope }] (public read; NDA unlocks
 * follow the active profile), and the directory: ['co-investor', 'directory', …].
 */
export const coInvestorKeys = queryKeys('co-investor');
