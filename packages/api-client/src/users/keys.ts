import { queryKeys } from '../query/query-keys';

/** Query keys of the users family: ['users', 'me'] (the signed-in user, GET api/users/get-me). */
export const usersKeys = queryKeys('users');
