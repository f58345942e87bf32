import { queryKeys } from '../query/query-keys';

/** Query keys of the user-meta family: ['user-meta', 'latest', userId, sessionId]. */
export const userMetaKeys = queryKeys('user-meta');
