import { queryKeys } from '../query/query-keys';

/** Query keys of api/tooltip: ['tooltip', 'list', query], ['tooltip', 'detail', id]. Not profile-scoped. */
export const tooltipKeys = queryKeys('tooltip');
