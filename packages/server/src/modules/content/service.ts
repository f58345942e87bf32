import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type ContentEntry, type ContentKind, type ContentList, contentMessages as text, isUuid } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { conflict, notFound, referenceNotFound } from '../../lib/errors';
import type { DbOrTx } from '../profiles';
import { contentEntries } from './tables';

type Row = typeof contentEntries.$inferSelect;

const toEntry = (row: Row): ContentEntry => ({
  id: row.id,
  slug: row.slug,
  kind: row.kind,
  title: row.title,
  body: row.body,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Entries by slug; drafts only for administrators (`withDrafts`). */
export async function listContent(db: DbOrTx, query: { kind?: ContentKind; search?: string }, withDrafts: boolean): Promise<ContentList> {
  const where: SQL[] = [];
  if (!withDrafts) where.push(eq(contentEntries.published, true));
  if (query.kind) where.push(eq(contentEntries.kind, query.kind));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(or(ilike(contentEntries.slug, pattern), ilike(contentEntries.title, pattern), ilike(contentEntries.body, pattern))!);
  }
  const rows = await db
    .select()
    .from(contentEntries)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(contentEntries.slug));
  return { items: rows.map(toEntry) };
}

/** By id or slug; a draft is "not found" unless `withDrafts`. */
export async function readContent(db: DbOrTx, idOrSlug: string, withDrafts: boolean): Promise<ContentEntry> {
  const match = isUuid(idOrSlug) ? eq(contentEntries.id, idOrSlug) : eq(contentEntries.slug, idOrSlug);
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(withDrafts ? match : and(match, eq(contentEntries.published, true)))
    .limit(1);
  if (!row) throw notFound(text.notFound);
  return toEntry(row);
}

export interface ContentInput {
  id?: string;
  slug: string;
  kind: ContentKind;
  title: string;
  body: string;
  published: boolean;
}

/** Creates or replaces an entry: by `id` (404 unknown, 409 when the new slug is another's), else by `slug`. */
export async function upsertContent(db: Db, input: ContentInput, userId: string): Promise<{ entry: ContentEntry; created: boolean }> {
  return db.transaction(async (tx) => {
    const values = {
      slug: input.slug,
      kind: input.kind,
      title: input.title,
      body: input.body,
      published: input.published,
      updatedBy: userId,
    };
    if (input.id) {
      const [current] = await tx.select().from(contentEntries).where(eq(contentEntries.id, input.id)).limit(1).for('update');
      // The body's id names the entry to replace: an unknown one is a 422 on it (issue 31.6), not the path's 404.
      if (!current) throw referenceNotFound('id', text.notFound);
      const [other] = await tx.select({ id: contentEntries.id }).from(contentEntries).where(eq(contentEntries.slug, input.slug)).limit(1);
      if (other && other.id !== input.id) throw conflict(text.slugTaken, 'SLUG_TAKEN');
      const [row] = await tx
        .update(contentEntries)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(contentEntries.id, input.id))
        .returning();
      return { entry: toEntry(row!), created: false };
    }
    const [existing] = await tx.select({ id: contentEntries.id }).from(contentEntries).where(eq(contentEntries.slug, input.slug)).limit(1);
    const [row] = await tx
      .insert(contentEntries)
      .values(values)
      .onConflictDoUpdate({ target: contentEntries.slug, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return { entry: toEntry(row!), created: !existing };
  });
}

export async function deleteContent(db: DbOrTx, idOrSlug: string): Promise<void> {
  const match = isUuid(idOrSlug) ? eq(contentEntries.id, idOrSlug) : eq(contentEntries.slug, idOrSlug);
  const deleted = await db.delete(contentEntries).where(match).returning({ id: contentEntries.id });
  if (deleted.length === 0) throw notFound(text.notFound);
}
