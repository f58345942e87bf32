export { createFundTodo, type FundTodo, type FundTodoInput, useCreateFundTodo } from './create-fund-todo';
export { deleteFundTodo, useDeleteFundTodo } from './delete-fund-todo';
export { type FundTodoList, type FundTodoStatusFilter, getFundTodos, useFundTodos } from './get-fund-todos';
export { fundTodoKeys } from './keys';
export { setFundTodoDone, useSetFundTodoDone } from './set-fund-todo-done';
export { updateFundTodo, useUpdateFundTodo } from './update-fund-todo';
