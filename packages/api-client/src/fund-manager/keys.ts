import { queryKeys } from '../query/query-keys';

/** Query keys of api/fund-manager: ['fund-manager', 'list', query], ['fund-manager', 'detail', id]. Not profile-scoped. */
export const fundManagerKeys = queryKeys('fund-manager');
