import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the fund-info family. Reads of the active fund are profile-scoped
 * (['fund-info', 'owner-view', { profileScope }], ['fund-info', 'section', section, { profileScope }],
 * ['fund-info', 'density', { profileScope }]); the public view depends on the active profile too (NDA
 * unlocks): ['fund-info', 'public', slug, { profileScope }]. check-existing is the user's: ['fund-info', 'check-existing', query].
 */
export const fundInfoKeys = queryKeys('fund-info');
