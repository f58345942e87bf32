import { queryKeys } from '../query/query-keys';

/** Profile-scoped: the active fund's dashboard. */
export const fundraisingDashboardKeys = queryKeys('fundraising-dashboard');
