import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the auth family. Every auth call is a mutation (sign-in, codes, switches), so no
 * query uses them yet; the family is registered so a future read (e.g. the configured social
 * providers) has its root.
 */
export const authKeys = queryKeys('auth');
