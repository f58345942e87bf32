import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the administration approvals calls: ['approvals', 'list', model, query],
 * ['approvals', 'search', model, body], ['approvals', 'detail', model, id], ['approvals', 'stats'].
 * Administrators act as no profile, so none of them is profile-scoped.
 */
export const approvalsKeys = queryKeys('approvals');
