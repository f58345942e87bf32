import { queryKeys } from '../query/query-keys';

/** Profile-scoped keys of the active fund's to-dos: ['fund-todo', 'list', status, { profileScope }]. */
export const fundTodoKeys = queryKeys('fund-todo');
