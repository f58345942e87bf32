import { queryKeys } from '../query/query-keys';

/** Query keys of the user-info family: ['user-info', 'me'] (the signed-in user's details). */
export const userInfoKeys = queryKeys('user-info');
