import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fundTodoBody, fundTodoIdParams, fundTodoListQuery, fundTodoListReply, fundTodoReply } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { createTodo, deleteTodo, listTodos, setTodoDone, type TodoInput, updateTodo } from './service';

const tags = ['fund-todo'];
const read = { auth: 'user' as const, profile: { minRole: 'viewer' as const, types: ['fund' as const] } };
const write = { auth: 'user' as const, profile: { minRole: 'editor' as const, types: ['fund' as const] } };
type IdParams = v.InferOutput<typeof fundTodoIdParams>;

/** api/fund-todo: the active fund's to-dos (list, create, edit, mark done / undone, delete). README.md gives the design. */
export async function fundTodoRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get<{ Querystring: v.InferOutput<typeof fundTodoListQuery> }>(
    '/fund-todo',
    {
      config: read,
      schema: routeSchema({
        tags,
        summary: 'The fund’s to-dos',
        description: 'Fund profiles, any member role. status all (default), open or done. Open first by due date, then done.',
        querystring: fundTodoListQuery,
        response: { 200: fundTodoListReply },
      }),
    },
    async (request) => listTodos(db, request.profile!.id, request.query.status),
  );

  app.post<{ Body: TodoInput }>(
    '/fund-todo',
    {
      config: write,
      schema: routeSchema({
        tags,
        summary: 'Add a to-do',
        description: 'Fund profiles, editor role and up. title required, note and dueDate (YYYY-MM-DD) optional.',
        body: fundTodoBody,
        response: { 201: fundTodoReply },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ todo: await createTodo(db, request.profile!.id, request.auth!.userId, request.body) }),
  );

  app.put<{ Params: IdParams; Body: TodoInput }>(
    '/fund-todo/:id',
    {
      config: write,
      schema: routeSchema({
        tags,
        summary: 'Edit a to-do',
        description: 'Fund profiles, editor role and up. 404 for a to-do of another fund.',
        params: fundTodoIdParams,
        body: fundTodoBody,
        errors: [404],
        response: { 200: fundTodoReply },
      }),
    },
    async (request) => ({ todo: await updateTodo(db, request.profile!.id, request.params.id, request.body) }),
  );

  for (const state of ['done', 'undone'] as const) {
    app.patch<{ Params: IdParams }>(
      `/fund-todo/:id/${state}`,
      {
        config: write,
        schema: routeSchema({
          tags,
          summary: state === 'done' ? 'Mark a to-do done' : 'Mark a to-do not done',
          description:
            'Fund profiles, editor role and up. Idempotent. 404 for a to-do of another fund.' +
            (state === 'done' ? ' Writes a "to-do done" entry in the activity log.' : ''),
          params: fundTodoIdParams,
          errors: [404],
          response: { 200: fundTodoReply },
        }),
      },
      async (request) => ({ todo: await setTodoDone(db, request.profile!.id, request.auth!.userId, request.params.id, state === 'done') }),
    );
  }

  app.delete<{ Params: IdParams }>(
    '/fund-todo/:id',
    {
      config: write,
      schema: routeSchema({
        tags,
        summary: 'Delete a to-do',
        description: 'Fund profiles, editor role and up. 404 for a to-do of another fund.',
        params: fundTodoIdParams,
        errors: [404],
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await deleteTodo(db, request.profile!.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
