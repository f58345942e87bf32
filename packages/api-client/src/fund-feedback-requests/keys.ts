import { queryKeys } from '../query/query-keys';

/** Profile-scoped keys: ['fund-feedback-requests', 'sent' | 'received', status, { profileScope }]. */
export const fundFeedbackRequestKeys = queryKeys('fund-feedback-requests');
