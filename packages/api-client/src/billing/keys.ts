import { queryKeys } from '../query/query-keys';

/**
 * Query keys of memberships and billing: ['billing', 'plans', type], ['billing', 'overview', audience, { profileScope }],
 * ['billing', 'invoices', audience, { profileScope }], ['billing', 'admin', ...] for the administrator's reads.
 */
export const billingKeys = queryKeys('billing');
