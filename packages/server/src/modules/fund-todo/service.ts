import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type FundTodo, type FundTodoList, fundTodoMessages } from '@fundnet/validation-schema';
import { notFound } from '../../lib/errors';
import { recordFundActivity } from '../fund-activity-summary';
import type { DbOrTx } from '../profiles';
import { type FundTodoRow, fundTodos } from './tables';

export interface TodoInput {
  title: string;
  note: string | null;
  dueDate: string | null;
}

export function toTodo(row: FundTodoRow): FundTodo {
  return {
    id: row.id,
    title: row.title,
    note: row.note,
    dueDate: row.dueDate,
    done: row.done,
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Open to-dos first (earliest due date first, undated last), then done ones (latest done first). */
export async function listTodos(db: DbOrTx, fundProfileId: string, status: 'all' | 'open' | 'done'): Promise<FundTodoList> {
  const where =
    status === 'all'
      ? eq(fundTodos.fundProfileId, fundProfileId)
      : and(eq(fundTodos.fundProfileId, fundProfileId), eq(fundTodos.done, status === 'done'));
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(fundTodos)
      .where(where)
      .orderBy(asc(fundTodos.done), sql`${fundTodos.dueDate} asc nulls last`, desc(fundTodos.doneAt), desc(fundTodos.createdAt)),
    db
      .select({ done: fundTodos.done, n: count() })
      .from(fundTodos)
      .where(eq(fundTodos.fundProfileId, fundProfileId))
      .groupBy(fundTodos.done),
  ]);
  return {
    items: rows.map(toTodo),
    counts: { open: counts.find((c) => !c.done)?.n ?? 0, done: counts.find((c) => c.done)?.n ?? 0 },
  };
}

export async function createTodo(db: DbOrTx, fundProfileId: string, userId: string, input: TodoInput): Promise<FundTodo> {
  const [row] = await db
    .insert(fundTodos)
    .values({ fundProfileId, createdByUserId: userId, ...input })
    .returning();
  return toTodo(row!);
}

async function todoOf(db: DbOrTx, fundProfileId: string, id: string): Promise<FundTodoRow> {
  const [row] = await db
    .select()
    .from(fundTodos)
    .where(and(eq(fundTodos.id, id), eq(fundTodos.fundProfileId, fundProfileId)));
  if (!row) throw notFound(fundTodoMessages.todoNotFound);
  return row;
}

export async function updateTodo(db: DbOrTx, fundProfileId: string, id: string, input: TodoInput): Promise<FundTodo> {
  await todoOf(db, fundProfileId, id);
  const [row] = await db
    .update(fundTodos)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(fundTodos.id, id))
    .returning();
  return toTodo(row!);
}

/** Marks done or undone; idempotent. Marking done writes a "to-do done" entry in the activity log (once per change). */
export async function setTodoDone(db: DbOrTx, fundProfileId: string, userId: string, id: string, done: boolean): Promise<FundTodo> {
  const current = await todoOf(db, fundProfileId, id);
  if (current.done === done) return toTodo(current);
  const now = new Date();
  const [row] = await db
    .update(fundTodos)
    .set({ done, doneAt: done ? now : null, updatedAt: now })
    .where(eq(fundTodos.id, id))
    .returning();
  if (done) await recordFundActivity(db, { fundProfileId, type: 'todoDone', title: current.title, userId });
  return toTodo(row!);
}

export async function deleteTodo(db: DbOrTx, fundProfileId: string, id: string): Promise<void> {
  await todoOf(db, fundProfileId, id);
  await db.delete(fundTodos).where(eq(fundTodos.id, id));
}
