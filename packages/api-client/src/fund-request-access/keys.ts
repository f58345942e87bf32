import { queryKeys } from '../query/query-keys';

/** Profile-scoped keys of the fund's access-request inbox: ['fund-request-access', 'list' | 'detail', …, { profileScope }]. */
export const requestAccessKeys = queryKeys('fund-request-access');
