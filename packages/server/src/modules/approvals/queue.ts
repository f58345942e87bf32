import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ApprovalQueue } from '../profile-sections';
import { approvals } from './tables';

/**
 * The approval items as the profile-sections engine opens and shows them: approvals owns the rows (ADR 0069), the
 * engine declares the queue it needs and app.ts hands this implementation over (provideApprovalQueue).
 */
export const approvalQueue: ApprovalQueue = {
  itemsOf: (db, profileId) =>
    db.select().from(approvals).where(eq(approvals.profileId, profileId)).orderBy(desc(approvals.createdAt), desc(approvals.id)),

  async lockPending(tx, input) {
    const [pending] = await tx
      .select({ id: approvals.id })
      .from(approvals)
      .where(and(eq(approvals.profileId, input.profileId), eq(approvals.section, input.section), eq(approvals.status, 'Tbd')))
      .for('update');
    return pending;
  },

  async withdraw(tx, id) {
    await tx.delete(approvals).where(eq(approvals.id, id));
  },

  async resubmit(tx, id, userId) {
    await tx.update(approvals).set({ submittedAt: sql`now()`, submittedByUserId: userId }).where(eq(approvals.id, id));
  },

  async open(tx: DbOrTx, input) {
    const [item] = await tx
      .insert(approvals)
      .values({ model: input.model, profileId: input.profileId, section: input.section, submittedByUserId: input.userId })
      .returning();
    return item!;
  },
};

/** How many items of the profile wait for a decision (the administration console's profile context). */
export async function pendingApprovalCount(db: DbOrTx, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvals)
    .where(and(eq(approvals.profileId, profileId), eq(approvals.status, 'Tbd')));
  return Number(row?.n ?? 0);
}

/** The waiting queue as scalar subqueries (how many, the oldest submission), for the console's one-statement sidebar. */
export const waitingApprovalFigures = {
  count: sql<number>`(select count(*)::int from approvals where status = 'Tbd')`,
  oldest: sql<unknown>`(select min(submitted_at) from approvals where status = 'Tbd')`,
};

/** Waiting items by how long they have waited: the driver's result, rows of { bucket, n }. */
export async function waitingApprovalAges(db: DbOrTx): Promise<unknown> {
  return db.execute(sql`select case
        when submitted_at >= now() - interval '1 day' then 'Under a day'
        when submitted_at >= now() - interval '3 days' then '1-3 days'
        when submitted_at >= now() - interval '7 days' then '3-7 days'
        else 'Over a week' end as bucket, count(*)::int as n
      from approvals where status = 'Tbd' group by 1`);
}
