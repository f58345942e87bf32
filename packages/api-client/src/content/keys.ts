import { queryKeys } from '../query/query-keys';

/** Query keys of api/content: ['content', 'list', query], ['content', 'detail', id]. Not profile-scoped. */
export const contentKeys = queryKeys('content');
