import { queryKeys } from '../query/query-keys';

/** Query keys of the health family: every key starts with 'health'. */
export const healthKeys = queryKeys('health');
