import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { type Tooltip, type TooltipList, tooltipMessages as text } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { conflict, notFound, referenceNotFound } from '../../lib/errors';
import type { DbOrTx } from '../profiles';
import { tooltips } from './tables';

type Row = typeof tooltips.$inferSelect;

const toTooltip = (row: Row): Tooltip => ({
  id: row.id,
  key: row.key,
  title: row.title,
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every tooltip by key; `search` matches the key, the title or the text (any case). */
export async function listTooltips(db: DbOrTx, search?: string): Promise<TooltipList> {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const rows = await db
    .select()
    .from(tooltips)
    .where(pattern ? or(ilike(tooltips.key, pattern), ilike(tooltips.title, pattern), ilike(tooltips.text, pattern)) : undefined)
    .orderBy(asc(tooltips.key));
  return { items: rows.map(toTooltip) };
}

export async function readTooltip(db: DbOrTx, id: string): Promise<Tooltip> {
  const [row] = await db.select().from(tooltips).where(eq(tooltips.id, id)).limit(1);
  if (!row) throw notFound(text.notFound);
  return toTooltip(row);
}

export interface TooltipInput {
  id?: string;
  key: string;
  title: string | null;
  text: string;
}

/**
 * Creates or replaces a tooltip: by `id` when given (an unknown one is a 422 on the body's id, issue 31.6; 409 when the new key is another's), else by
 * `key` (an existing key is replaced). Returns whether it was created.
 */
export async function upsertTooltip(db: Db, input: TooltipInput, userId: string): Promise<{ tooltip: Tooltip; created: boolean }> {
  return db.transaction(async (tx) => {
    const values = { key: input.key, title: input.title, text: input.text, updatedBy: userId, updatedAt: sql`now()` };
    if (input.id) {
      const [current] = await tx.select().from(tooltips).where(eq(tooltips.id, input.id)).limit(1).for('update');
      if (!current) throw referenceNotFound('id', text.notFound);
      const [other] = await tx.select({ id: tooltips.id }).from(tooltips).where(eq(tooltips.key, input.key)).limit(1);
      if (other && other.id !== input.id) throw conflict(text.keyTaken, 'KEY_TAKEN');
      const [row] = await tx.update(tooltips).set(values).where(eq(tooltips.id, input.id)).returning();
      return { tooltip: toTooltip(row!), created: false };
    }
    const [existing] = await tx.select({ id: tooltips.id }).from(tooltips).where(eq(tooltips.key, input.key)).limit(1);
    const [row] = await tx
      .insert(tooltips)
      .values({ key: input.key, title: input.title, text: input.text, updatedBy: userId })
      .onConflictDoUpdate({ target: tooltips.key, set: values })
      .returning();
    return { tooltip: toTooltip(row!), created: !existing };
  });
}

export async function deleteTooltip(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db.delete(tooltips).where(eq(tooltips.id, id)).returning({ id: tooltips.id });
  if (deleted.length === 0) throw notFound(text.notFound);
}
