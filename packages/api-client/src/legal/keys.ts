import { queryKeys } from '../query/query-keys';

/** Query keys of the legal family: every key starts with 'legal'. */
export const legalKeys = queryKeys('legal');
