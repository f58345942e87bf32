import { queryKeys } from '../query/query-keys';

/** Profile-scoped keys: ['fund-feedback', 'given' | 'received' | 'one', …, { profileScope }]. */
export const fundFeedbackKeys = queryKeys('fund-feedback');
