import { queryKeys } from '../query/query-keys';

/** Query keys of the userSecondaryEmail family: ['user-secondary-email', 'list'] (the signed-in user's addresses). */
export const userSecondaryEmailKeys = queryKeys('user-secondary-email');
