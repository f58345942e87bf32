export type { ActivityListParams } from './activity-params';
export { exportActivity } from './export-activity';
export { type ActivityFilters, type ActivityPage, type AuditEntry, getActivity, useActivity } from './get-activity';
export { auditLogKeys } from './keys';
