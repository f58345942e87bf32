import { queryKeys } from '../query/query-keys';

/** ['audit-log', 'list', params]. */
export const auditLogKeys = queryKeys('audit-log');
