import { queryKeys } from '../query/query-keys';

/** Profile-scoped keys of the active fund's activity log: ['fund-activity-summary', 'activity', query, { profileScope }]. */
export const fundActivityKeys = queryKeys('fund-activity-summary');
