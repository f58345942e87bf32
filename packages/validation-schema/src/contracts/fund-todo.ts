import * as v from 'valibot';
import { formObject } from '../rules/object';
import { optionalIsoDate } from '../rules/dates';
import { optionalLongText, requiredString } from '../rules/strings';

/**
 * Contract of the fund-todo family (api/fund-todo): the GP's to-dos of the raise. A to-do can be marked done or
 * undone (product §4). Our design (modules/fund-todo/README.md):
 *
 * - GET fund-todo?status=all|open|done; POST fund-todo { title, note?, dueDate? }; PUT fund-todo/{id} (same body);
 * - PATCH fund-todo/{id}/done and fund-todo/{id}/undone; DELETE fund-todo/{id}.
 */
export const fundTodoMessages = {
  titleRequired: 'Title is required', // not in spec
  todoNotFound: 'This to-do does not exist.', // not in spec
  invalidStatus: 'Select a valid status (all, open or done)', // not in spec
} as const;

export const FUND_TODO_TITLE_MAX = 200;

export const fundTodoBody = formObject({
  title: requiredString(fundTodoMessages.titleRequired, FUND_TODO_TITLE_MAX),
  note: optionalLongText(),
  dueDate: optionalIsoDate(),
});
export type FundTodoInput = v.InferInput<typeof fundTodoBody>;

export const fundTodoStatuses = ['all', 'open', 'done'] as const;
export const fundTodoListQuery = v.object({
  status: v.optional(v.picklist(fundTodoStatuses, fundTodoMessages.invalidStatus), 'all'),
});

export const fundTodoIdParams = v.object({ id: v.pipe(v.string(), v.uuid(fundTodoMessages.todoNotFound)) });

export const fundTodoSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  title: v.string(),
  note: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  done: v.boolean(),
  doneAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FundTodo = v.InferOutput<typeof fundTodoSchema>;

export const fundTodoReply = v.object({ todo: fundTodoSchema });
export const fundTodoListReply = v.object({
  items: v.array(fundTodoSchema),
  counts: v.object({ open: v.number(), done: v.number() }),
});
export type FundTodoList = v.InferOutput<typeof fundTodoListReply>;
